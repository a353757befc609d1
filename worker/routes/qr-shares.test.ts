import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../lib/tokens";
import { ORIGIN, apiClient, call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { createShare } from "../test/shares";

let accounts: Promise<[Awaited<ReturnType<typeof signUp>>, Awaited<ReturnType<typeof signUp>>]> | undefined;
/** An owner and a stranger shared by every case (sign-ups hash slowly); each case makes its own job. */
const people = () => (accounts ??= Promise.all([signUp(), signUp()]));

const DAY_MS = 24 * 60 * 60 * 1000;
const listShares = async (cookie: string, jobId: string) => (await apiClient(cookie).jobs[":jobId"]["qr-shares"].$get({ param: { jobId } })).json();
const deactivate = (cookie: string, id: string) => apiClient(cookie)["qr-shares"][":id"].deactivate.$post({ param: { id } });

describe("POST /api/jobs/:jobId/qr-share", () => {
  it.each([
    ["view", 1],
    ["view", 3],
    ["edit", 7],
    ["view", 14],
    ["edit", 30],
  ] as const)("creates a %s link for %i days with its URL and QR code", async (accessLevel, expiresInDays) => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const before = Date.now();
    const share = await createShare(owner.cookie, job.id, { accessLevel, expiresInDays });

    expect(share).toMatchObject({ accessLevel, state: "active", isActive: true, viewCount: 0, lastAccessedAt: null, jobId: job.id });
    expect(share.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.shareUrl).toBe(`${ORIGIN}/shared/${share.shareToken}`);
    const expiresIn = new Date(share.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(expiresInDays * DAY_MS - 1000);
    expect(expiresIn).toBeLessThanOrEqual(expiresInDays * DAY_MS + 60_000);
    expect(share.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(share.qrCode.split(",")[1]!)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it("defaults to a view-only link for 7 days", async () => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const share = await createShare(owner.cookie, job.id);
    expect(share.accessLevel).toBe("view");
    expect(Math.round((new Date(share.expiresAt).getTime() - Date.now()) / DAY_MS)).toBe(7);
  });

  it.each([0, 2, 31, 7.5, -7, "7", null, 1e308])("refuses an expiry of %s days with a 400 and stores nothing", async (expiresInDays) => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}/qr-share`, { body: { accessLevel: "view", expiresInDays }, cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain("Expiry must be one of 1, 3, 7, 14, 30 days");
    expect(await listShares(owner.cookie, job.id)).toEqual([]);
  });

  it("refuses an unknown access level", async () => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}/qr-share`, { body: { accessLevel: "full" }, cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain("Access level must be view or edit");
  });

  it("stores only the token's SHA-256, so the database alone opens no link", async () => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const share = await createShare(owner.cookie, job.id);
    const row = await env.DB.prepare("select * from qr_shares where id = ?").bind(share.id).first<Record<string, unknown>>();
    expect(row?.token_hash).toBe(await sha256Hex(share.shareToken));
    expect(JSON.stringify(row)).not.toContain(share.shareToken);
    expect(JSON.stringify(await listShares(owner.cookie, job.id))).not.toContain(share.shareToken);
  });

  it("never stores its answer for an Idempotency-Key replay, which would keep the token: a retry makes a new link", async () => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const send = () => call(`/api/jobs/${job.id}/qr-share`, { body: {}, cookie: owner.cookie, headers: { "Idempotency-Key": `share-${job.id}` } });
    const first = await (await send()).json<{ shareToken: string }>();
    const second = await (await send()).json<{ shareToken: string }>();
    expect(second.shareToken).not.toBe(first.shareToken);
    const stored = await env.DB.prepare("select count(*) as n from idempotency_keys where key = ?").bind(`share-${job.id}`).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});

describe("GET /api/jobs/:jobId/qr-shares and POST /api/qr-shares/:id/deactivate", () => {
  it("lists each link as Active, Expired or Inactive, newest first, and deactivation is one-way", async () => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const expiring = await createShare(owner.cookie, job.id, { expiresInDays: 1 });
    const deactivated = await createShare(owner.cookie, job.id, { accessLevel: "edit" });
    const active = await createShare(owner.cookie, job.id, { expiresInDays: 30 });
    await env.DB.prepare("update qr_shares set expires_at = ? where id = ?").bind(Date.now() - 1000, expiring.id).run();

    const response = await deactivate(owner.cookie, deactivated.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: deactivated.id, isActive: false, state: "inactive" });
    const again = await deactivate(owner.cookie, deactivated.id);
    expect(await again.json()).toMatchObject({ isActive: false, state: "inactive" });

    const listed = await listShares(owner.cookie, job.id);
    expect(listed.map((share) => [share.id, share.state])).toEqual([
      [active.id, "active"],
      [deactivated.id, "inactive"],
      [expiring.id, "expired"],
    ]);
    const actions = await env.DB.prepare("select action from activity_logs where job_id = ? and action like '%share_link' order by rowid").bind(job.id).all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(["created_share_link", "created_share_link", "created_share_link", "deactivated_share_link"]);
  });

  it("lists each link with the expiry choice it was made with, also once it has expired, for a new link like it", async () => {
    const [owner] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const lapsed = await createShare(owner.cookie, job.id, { expiresInDays: 14 });
    await createShare(owner.cookie, job.id, { expiresInDays: 3 });
    const longAgo = Date.now() - 20 * DAY_MS;
    await env.DB.prepare("update qr_shares set created_at = ?, expires_at = ? where id = ?").bind(longAgo, longAgo + 14 * DAY_MS, lapsed.id).run();

    const listed = await listShares(owner.cookie, job.id);
    expect(listed.map((share) => [share.state, share.expiresInDays])).toEqual([
      ["active", 3],
      ["expired", 14],
    ]);
  });

  it("answers a stranger 404 for another owner's links and changes nothing", async () => {
    const [owner, stranger] = await people();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const share = await createShare(owner.cookie, job.id);
    expect((await call(`/api/jobs/${job.id}/qr-shares`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}/qr-share`, { body: {}, cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/qr-shares/${share.id}/deactivate`, { body: {}, cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/qr-shares/not-an-id/deactivate`, { body: {}, cookie: owner.cookie })).status).toBe(404);
    expect((await call(`/api/qr-shares/${share.id}/deactivate`, { body: {} })).status).toBe(401);
    expect((await listShares(owner.cookie, job.id)).map((listed) => listed.state)).toEqual(["active"]);
  });
});
