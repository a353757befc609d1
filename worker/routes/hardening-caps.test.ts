import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PROOFS_PER_JOB_MAX, SHARE_LINKS_PER_JOB_MAX, TEAM_MEMBERS_MAX } from "../../shared/constants";
import { ESTIMATES_PER_JOB_MAX } from "../../shared/schemas/estimate";
import { MEASUREMENTS_PER_JOB_MAX } from "../../shared/schemas/measurement";
import { call, signUp } from "../test/http";
import { sampleFiles, uploadFile } from "../test/files";
import { createJob } from "../test/jobs";
import { photoForm, sendForm } from "../test/photos";
import { createShare } from "../test/shares";
import { type Invitation, formTeam, invite, shareJobWith } from "../test/team";
import { INVITATIONS_WAITING_MAX } from "../db/queries/team";
import { ENDED_SHARE_LINKS_KEPT } from "../db/queries/qr-shares";

const RACE_MS = 120_000;
const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };

let address = 0;
/** Addresses from 192.0.2.0/24 (TEST-NET-1), one per caller unless a test shares one on purpose. */
const nextAddress = () => `192.0.${2 + Math.floor(address / 250)}.${++address % 250}`;

const first = <T>(query: string, ...values: unknown[]) => env.DB.prepare(query).bind(...values).first<T>();
const countOf = async (query: string, ...values: unknown[]) => (await first<{ n: number }>(query, ...values))!.n;
const activityCount = (jobId: string, action: string) => countOf("select count(*) as n from activity_logs where job_id = ? and action = ?", jobId, action);

async function answers(responses: Response[]) {
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await response.json<{ message?: string }>() })));
}

const tally = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

function seedMeasurements(jobId: string, count: number) {
  const insert = env.DB.prepare("insert into measurements (id, job_id, job_type, panel, width, square_feet, created_at) values (?, ?, 'vehicle', 'hood', 10, 1, ?)");
  return env.DB.batch(Array.from({ length: count }, (_, i) => insert.bind(crypto.randomUUID(), jobId, i)));
}

async function jobTotal(jobId: string) {
  return (await first<{ total_square_feet: number | null }>("select total_square_feet from jobs where id = ?", jobId))!.total_square_feet;
}

describe("per-job caps hold under 100 parallel creates", () => {
  const measurementCap = `A job can hold at most ${MEASUREMENTS_PER_JOB_MAX} measurements.`;

  it("ends at exactly the measurement cap through the app; the rest are 409 and nothing else changes", { timeout: RACE_MS }, async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    await seedMeasurements(job.id, MEASUREMENTS_PER_JOB_MAX - 10);
    const results = await answers(await Promise.all(Array.from({ length: 100 }, () => call(`/api/jobs/${job.id}/measurements`, { cookie, body: hood }))));
    expect(tally(results)).toEqual({ 201: 10, 409: 90 });
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.message).toBe(measurementCap);
    expect(await countOf("select count(*) as n from measurements where job_id = ?", job.id)).toBe(MEASUREMENTS_PER_JOB_MAX);
    expect(await activityCount(job.id, "added_measurement")).toBe(10);
    expect(await jobTotal(job.id)).toBe(MEASUREMENTS_PER_JOB_MAX - 10 + 10 * 20);
  });

  it("answers a replay of a stored measurement after the cap is reached, and 409 for a new one", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    await seedMeasurements(job.id, MEASUREMENTS_PER_JOB_MAX - 1);
    const body = { ...hood, id: crypto.randomUUID() };
    const last = await call(`/api/jobs/${job.id}/measurements`, { cookie, body });
    expect(last.status).toBe(201);
    const replay = await call(`/api/jobs/${job.id}/measurements`, { cookie, body });
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await last.json());
    const other = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { ...body, width: 10 } });
    expect(other.status).toBe(409);
    expect((await other.json<{ message: string }>()).message).toBe("A different measurement already has this id.");
    expect(await activityCount(job.id, "added_measurement")).toBe(1);
  });

  it("ends at exactly the measurement cap through an edit link", { timeout: RACE_MS }, async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const share = await createShare(cookie, job.id, { accessLevel: "edit" });
    await seedMeasurements(job.id, MEASUREMENTS_PER_JOB_MAX - 10);
    const sends = Array.from({ length: 100 }, () =>
      call(`/api/shared/${share.shareToken}/measurements`, { body: { contributorName: "Sam", measurement: hood }, headers: { "CF-Connecting-IP": nextAddress() } }),
    );
    const results = await answers(await Promise.all(sends));
    const counts = tally(results);
    expect(counts[201]).toBe(10);
    expect((counts[409] ?? 0) + (counts[429] ?? 0)).toBe(90);
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.message).toBe(measurementCap);
    expect(await countOf("select count(*) as n from measurements where job_id = ?", job.id)).toBe(MEASUREMENTS_PER_JOB_MAX);
    expect(await activityCount(job.id, "added_measurement")).toBe(10);
    expect(await jobTotal(job.id)).toBe(MEASUREMENTS_PER_JOB_MAX - 10 + 10 * 20);
  });

  it("ends at exactly the estimate cap", { timeout: RACE_MS }, async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const fill = env.DB.prepare("insert into material_estimates (id, job_id, total_surface_area, rolls_needed, created_at, updated_at) values (?, ?, 10, 1, 0, 0)");
    await env.DB.batch(Array.from({ length: ESTIMATES_PER_JOB_MAX - 10 }, () => fill.bind(crypto.randomUUID(), job.id)));
    const sends = Array.from({ length: 100 }, () => call(`/api/jobs/${job.id}/estimates`, { cookie, body: { totalSurfaceArea: 20 } }));
    const results = await answers(await Promise.all(sends));
    expect(tally(results)).toEqual({ 201: 10, 409: 90 });
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.message).toBe(`A job can hold at most ${ESTIMATES_PER_JOB_MAX} estimates.`);
    expect(await countOf("select count(*) as n from material_estimates where job_id = ?", job.id)).toBe(ESTIMATES_PER_JOB_MAX);
    expect(await activityCount(job.id, "added_estimate")).toBe(10);
  });

  it("ends at the cap of design versions a job holds; sent past it, a proof is 409 and supersedes nothing", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const file = await uploadFile(cookie, job.id, (await sampleFiles()).png[0], "mockup.png", { category: "mockup" });
    const fill = env.DB.prepare("insert into proofs (id, job_id, file_id, version, status, created_at) values (?, ?, ?, ?, 'superseded', 0)");
    await env.DB.batch(Array.from({ length: PROOFS_PER_JOB_MAX - 1 }, (_, index) => fill.bind(crypto.randomUUID(), job.id, file.id, index + 1)));
    const send = () => call(`/api/files/${file.id}/proof`, { cookie, body: {} });

    expect((await send()).status).toBe(201);
    const refused = await answers([await send()]);
    expect(refused).toEqual([{ status: 409, body: expect.objectContaining({ message: `A job can hold at most ${PROOFS_PER_JOB_MAX} design versions.` }) }]);
    expect(await countOf("select count(*) as n from proofs where job_id = ?", job.id)).toBe(PROOFS_PER_JOB_MAX);
    expect(await countOf("select count(*) as n from proofs where job_id = ? and status = 'pending'", job.id)).toBe(1);
    expect(await activityCount(job.id, "sent_proof")).toBe(1);
  });

  it("ends at exactly the cap of live share links; expired and deactivated links leave room", { timeout: RACE_MS }, async () => {
    const { cookie, body: owner } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const fill = env.DB.prepare(
      "insert into qr_shares (id, job_id, created_by, token_hash, access_level, expires_at, is_active, created_at, updated_at) values (?, ?, ?, ?, 'view', ?, ?, 0, 0)",
    );
    const later = Date.now() + 86_400_000;
    const seeded = [
      ...Array.from({ length: SHARE_LINKS_PER_JOB_MAX - 10 }, () => [later, 1]),
      ...Array.from({ length: 5 }, () => [Date.now() - 1, 1]),
      ...Array.from({ length: 5 }, () => [later, 0]),
    ];
    await env.DB.batch(seeded.map(([expiresAt, active]) => fill.bind(crypto.randomUUID(), job.id, owner.id, crypto.randomUUID(), expiresAt, active)));
    const results = await answers(await Promise.all(Array.from({ length: 40 }, () => call(`/api/jobs/${job.id}/qr-share`, { cookie, body: {} }))));
    expect(tally(results)).toEqual({ 201: 10, 409: 30 });
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body.message).toBe(`A job can have at most ${SHARE_LINKS_PER_JOB_MAX} active share links. Deactivate one to make another.`);
    }
    expect(await countOf("select count(*) as n from qr_shares where job_id = ?", job.id)).toBe(SHARE_LINKS_PER_JOB_MAX + 10);
    expect(await activityCount(job.id, "created_share_link")).toBe(10);
  });

  it("does not count toward the share-link cap the links of someone whose full share ended, which open nothing", async () => {
    const owner = await signUp();
    const sharee = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    await formTeam(owner, [{ person: sharee, role: "installer" }]);
    expect((await shareJobWith(owner, job.id, sharee.body.id, "full", 1)).status).toBe(201);
    await env.DB.prepare("update job_shares set expires_at = ? where job_id = ?").bind(Date.now() - 1000, job.id).run();
    const fill = env.DB.prepare(
      "insert into qr_shares (id, job_id, created_by, token_hash, access_level, expires_at, is_active, created_at, updated_at) values (?, ?, ?, ?, 'view', ?, 1, ?, 0)",
    );
    await env.DB.batch(Array.from({ length: SHARE_LINKS_PER_JOB_MAX }, (_, i) => fill.bind(crypto.randomUUID(), job.id, sharee.body.id, crypto.randomUUID(), Date.now() + 86_400_000, i)));
    const listed = await (await call(`/api/jobs/${job.id}/qr-shares`, { cookie: owner.cookie })).json<{ isActive: boolean }[]>();
    expect(listed.filter((link) => link.isActive)).toEqual([]);
    expect((await call(`/api/jobs/${job.id}/qr-share`, { cookie: owner.cookie, body: {} })).status).toBe(201);

    expect((await shareJobWith(owner, job.id, sharee.body.id, "full", 7)).status).toBe(201);
    const afterReshare = await (await call(`/api/jobs/${job.id}/qr-shares`, { cookie: owner.cookie })).json<{ isActive: boolean }[]>();
    expect(afterReshare.filter((link) => link.isActive), "a new full share does not bring back the links made under the old one").toHaveLength(1);
  });

  it("keeps a job's newest ended share links as a link is made, dropping the oldest beyond them and no live one", async () => {
    const { cookie, body: owner } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const fill = env.DB.prepare(
      "insert into qr_shares (id, job_id, created_by, token_hash, access_level, expires_at, is_active, created_at, updated_at) values (?, ?, ?, ?, 'view', ?, ?, ?, 0)",
    );
    const later = Date.now() + 86_400_000;
    const ended = Array.from({ length: ENDED_SHARE_LINKS_KEPT + 10 }, (_, i) => ({ id: `ended-${String(i).padStart(3, "0")}`, expiresAt: i % 2 ? later : 1, active: i % 2 ? 0 : 1, createdAt: 1_000 + i }));
    const live = Array.from({ length: 3 }, (_, i) => ({ id: `live-${i}`, expiresAt: later, active: 1, createdAt: i }));
    await env.DB.batch([...ended, ...live].map((link) => fill.bind(link.id, job.id, owner.id, crypto.randomUUID(), link.expiresAt, link.active, link.createdAt)));
    expect((await call(`/api/jobs/${job.id}/qr-share`, { cookie, body: {} })).status).toBe(201);
    const kept = (await env.DB.prepare("select id from qr_shares where job_id = ? order by id").bind(job.id).all<{ id: string }>()).results.map((row) => row.id);
    expect(kept.filter((id) => id.startsWith("ended-"))).toEqual(ended.slice(10).map((link) => link.id));
    expect(kept.filter((id) => id.startsWith("live-"))).toEqual(["live-0", "live-1", "live-2"]);
    expect(kept).toHaveLength(ENDED_SHARE_LINKS_KEPT + 4);
  });

  it("ends at exactly the team member cap when invitations are accepted in parallel", { timeout: RACE_MS }, async () => {
    const owner = await signUp();
    const invitees = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    const invitations: Invitation[] = [];
    for (const person of invitees) invitations.push(await invite(owner, person.user.email));
    const team = (await first<{ id: string }>("select id from teams where owner_id = ?", owner.body.id))!;
    const seeded = Array.from({ length: TEAM_MEMBERS_MAX - 6 }, () => crypto.randomUUID());
    await env.DB.batch([
      ...seeded.map((id) => env.DB.prepare("insert into users (id, auth_type, created_at, updated_at) values (?, 'external', 0, 0)").bind(id)),
      ...seeded.map((id) => env.DB.prepare("insert into team_members (id, user_id, team_id, role, joined_at) values (?, ?, ?, 'viewer', 0)").bind(crypto.randomUUID(), id, team.id)),
    ]);
    const sends = invitees.map((person, i) => call(`/api/team/invitations/${invitations[i]!.id}/accept`, { body: { code: invitations[i]!.code }, cookie: person.cookie }));
    const results = await answers(await Promise.all(sends));
    expect(tally(results)).toEqual({ 200: 5, 409: 5 });
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body.message).toBe(`A team can have at most ${TEAM_MEMBERS_MAX} members. Ask its owner or an admin to remove someone first.`);
    }
    expect(await countOf("select count(*) as n from team_members where team_id = ?", team.id)).toBe(TEAM_MEMBERS_MAX);
    expect(await countOf("select count(*) as n from team_invitations where team_id = ?", team.id)).toBe(5);
    expect(await countOf("select count(*) as n from activity_logs where owner_id = ? and action = 'joined_team'", owner.body.id)).toBe(5);
  });
});

describe("a team's invitations", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it("stop at exactly the cap of waiting ones under parallel invites; invitations long expired are dropped, recent ones kept", { timeout: RACE_MS }, async () => {
    const owner = await signUp();
    await invite(owner, "first@example.com");
    const team = (await first<{ id: string }>("select id from teams where owner_id = ?", owner.body.id))!;
    const seed = env.DB.prepare("insert into team_invitations (id, team_id, email, role, invited_by, created_at) values (?, ?, ?, 'installer', ?, ?)");
    const now = Date.now();
    await env.DB.batch([
      ...Array.from({ length: INVITATIONS_WAITING_MAX - 11 }, (_, i) => seed.bind(crypto.randomUUID(), team.id, `seeded${i}@example.com`, owner.body.id, now - i)),
      seed.bind(crypto.randomUUID(), team.id, "lapsed-long-ago@example.com", owner.body.id, now - 50 * DAY_MS),
      seed.bind(crypto.randomUUID(), team.id, "lapsed-lately@example.com", owner.body.id, now - 20 * DAY_MS),
    ]);
    const sends = Array.from({ length: 20 }, (_, i) => call("/api/team/invite", { body: { email: `crew${i}@example.com`, role: "installer" }, cookie: owner.cookie }));
    const results = await answers(await Promise.all(sends));
    expect(tally(results)).toEqual({ 201: 10, 409: 10 });
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body.message).toBe(`A team can have at most ${INVITATIONS_WAITING_MAX} invitations waiting. Cancel one to send another.`);
    }
    const emails = (await env.DB.prepare("select email from team_invitations where team_id = ?").bind(team.id).all<{ email: string }>()).results.map((row) => row.email);
    expect(emails.filter((email) => email !== "lapsed-lately@example.com")).toHaveLength(INVITATIONS_WAITING_MAX);
    expect(emails).toContain("lapsed-lately@example.com");
    expect(emails).not.toContain("lapsed-long-ago@example.com");
    expect(await countOf("select count(*) as n from activity_logs where owner_id = ? and action = 'invited_member'", owner.body.id)).toBe(11);

    const again = await call("/api/team/invite", { body: { email: "first@example.com", role: "installer" }, cookie: owner.cookie });
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe("An invitation to first@example.com is already waiting.");
  });
});

describe("writes through a share link are limited per link and per address", () => {
  const photo = (token: string, ip: string) => sendForm(`/api/shared/${token}/photos`, photoForm({ contributorName: "Sam" }), { headers: { "CF-Connecting-IP": ip } });

  async function editLink() {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    return { cookie, job, share: await createShare(cookie, job.id, { accessLevel: "edit" }) };
  }

  it("accepts 30 of 40 parallel photo uploads through one link in 10 minutes, then 429 with Retry-After", { timeout: RACE_MS }, async () => {
    const { job, share } = await editLink();
    const responses = await Promise.all(Array.from({ length: 40 }, () => photo(share.shareToken, nextAddress())));
    const results = await answers(responses);
    expect(tally(results)).toEqual({ 201: 30, 429: 10 });
    for (const [i, response] of responses.entries()) {
      if (response.status !== 429) continue;
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(500);
      expect(results[i]!.body.message).toMatch(/^Too many photos added through this link/);
    }
    expect(await countOf("select count(*) as n from photos where job_id = ?", job.id)).toBe(30);
    expect(await activityCount(job.id, "uploaded_photo")).toBe(30);
  });

  it("counts photos per address across links, so one address cannot spread its uploads over many links", { timeout: RACE_MS }, async () => {
    const links = [await editLink(), await editLink(), await editLink()];
    const ip = nextAddress();
    for (let i = 0; i < 30; i += 1) expect((await photo(links[i % 2]!.share.shareToken, ip)).status).toBe(201);
    const over = await photo(links[2]!.share.shareToken, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await photo(links[2]!.share.shareToken, nextAddress())).status).toBe(201);
    expect(await countOf("select count(*) as n from photos where job_id = ?", links[2]!.job.id)).toBe(1);
  });

  it("counts refused uploads too, so a stream of bad images through a link is limited", { timeout: RACE_MS }, async () => {
    const { job, share } = await editLink();
    const ip = nextAddress();
    const notAnImage = photoForm({ contributorName: "Sam" }, { photo: [new Blob(["GIF89a not really"], { type: "image/png" }), "door.png"] });
    for (let i = 0; i < 30; i += 1) expect((await sendForm(`/api/shared/${share.shareToken}/photos`, notAnImage, { headers: { "CF-Connecting-IP": ip } })).status).toBe(415);
    const next = await photo(share.shareToken, ip);
    expect(next.status).toBe(429);
    expect(await countOf("select count(*) as n from photos where job_id = ?", job.id)).toBe(0);
  });

  it("accepts 60 link measurements per link in 10 minutes, then 429 with Retry-After", { timeout: RACE_MS }, async () => {
    const { job, share } = await editLink();
    const send = (ip: string) => call(`/api/shared/${share.shareToken}/measurements`, { body: { contributorName: "Sam", measurement: hood }, headers: { "CF-Connecting-IP": ip } });
    const responses = await Promise.all(Array.from({ length: 70 }, () => send(nextAddress())));
    expect(tally(await answers(responses))).toEqual({ 201: 60, 429: 10 });
    expect(responses.find((response) => response.status === 429)!.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await countOf("select count(*) as n from measurements where job_id = ?", job.id)).toBe(60);
  });
});

describe("share page views", () => {
  const open = (token: string, ip: string, method = "GET") => call(`/api/shared/${token}`, { method, headers: { "CF-Connecting-IP": ip } });
  const state = async (shareId: string) =>
    (await first<{ view_count: number; last_accessed_at: number | null }>("select view_count, last_accessed_at from qr_shares where id = ?", shareId))!;

  async function viewLink() {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    return { job, share: await createShare(cookie, job.id) };
  }

  it("counts a view once per address per link in 10 minutes, however many times or how fast it is opened", async () => {
    const { job, share } = await viewLink();
    const [one, two] = [nextAddress(), nextAddress()];
    for (let i = 0; i < 5; i += 1) expect((await open(share.shareToken, one)).status).toBe(200);
    expect((await state(share.id)).view_count).toBe(1);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => open(share.shareToken, two).then((response) => response.status)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await state(share.id)).view_count).toBe(2);
    expect(await activityCount(job.id, "viewed_share_link")).toBe(1);
  });

  it("writes nothing on a HEAD", async () => {
    const { job, share } = await viewLink();
    const head = await open(share.shareToken, nextAddress(), "HEAD");
    expect(head.status).toBe(200);
    expect(await state(share.id)).toEqual({ view_count: 0, last_accessed_at: null });
    expect(await activityCount(job.id, "viewed_share_link")).toBe(0);
    expect(await countOf("select count(*) as n from rate_limit_events where key like ?", `view:${share.id}:%`)).toBe(0);
  });
});
