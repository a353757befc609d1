import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SHARE_DENIED_TEXT } from "../../shared/domain/qr-share-state";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { readPdfResponse } from "../test/pdf-reading";
import { jpegBlob, uploadPhoto } from "../test/photos";
import { createShare } from "../test/shares";

const PRIVATE = { clientContact: "Pat Private", clientPhone: "+1 555 0100", clientEmail: "pat@fleet.example", location: "12 Hidden Lane", notes: "Gate code 4321" };

let address = 0;
const from = () => ({ "CF-Connecting-IP": `198.51.100.${++address}` });

async function sharedJob(accessLevel: "view" | "edit") {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co Σοφία", vehicleYear: 2022, vehicleMake: "Ford", vehicleModel: "E-450", ...PRIVATE });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48, notes: "Dent near the latch" });
  await uploadPhoto(owner.cookie, job.id, { caption: "Before: passenger side" }, { photo: [jpegBlob(), "side.jpg"], thumb: [jpegBlob(), "t.jpg"] });
  await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 200, materialPrice: 777 }, cookie: owner.cookie });
  const share = await createShare(owner.cookie, job.id, { accessLevel });
  return { owner, job, share };
}

const viewCount = async (shareId: string) => (await env.DB.prepare("select view_count from qr_shares where id = ?").bind(shareId).first<{ view_count: number }>())!.view_count;

describe("GET /api/shared/:token/report.pdf", () => {
  it.each(["view", "edit"] as const)("gives the %s link the public view only: client, panels and captions, no contact, notes, estimate or owner's email", async (level) => {
    const { owner, share } = await sharedJob(level);
    const response = await call(`/api/shared/${share.shareToken}/report.pdf`, { headers: from() });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = await readPdfResponse(response);
    for (const text of ["Fleet Co Σοφία", "2022 Ford E-450", "Hood", "20.00 sq ft", "Before: passenger side", "Scan for the live job page", "Dana Reyes"]) expect(pdf.text).toContain(text);
    for (const text of [...Object.values(PRIVATE), "Dent near the latch", "Estimate", "$777", owner.user.email, owner.user.username]) expect(pdf.text).not.toContain(text);
    expect(pdf.images).toBe(1);
  }, 60_000);

  it("counts as a view of the link, once per address in the window", async () => {
    const { share } = await sharedJob("view");
    const headers = from();
    await call(`/api/shared/${share.shareToken}/report.pdf?photos=none`, { headers });
    expect(await viewCount(share.id)).toBe(1);
    await call(`/api/shared/${share.shareToken}/report.pdf?photos=none`, { headers });
    expect(await viewCount(share.id)).toBe(1);
  }, 60_000);

  it("answers an expired or deactivated link with the share denial, 404", async () => {
    const { owner, share } = await sharedJob("view");
    await env.DB.prepare("update qr_shares set expires_at = ? where id = ?").bind(Date.now() - 1, share.id).run();
    const expired = await call(`/api/shared/${share.shareToken}/report.pdf`, { headers: from() });
    expect([expired.status, await errorMessage(expired)]).toEqual([404, SHARE_DENIED_TEXT]);
    const second = await sharedJob("edit");
    await call(`/api/qr-shares/${second.share.id}/deactivate`, { body: {}, cookie: second.owner.cookie });
    const off = await call(`/api/shared/${second.share.shareToken}/report.pdf`, { headers: from() });
    expect([off.status, await errorMessage(off)]).toEqual([404, SHARE_DENIED_TEXT]);
    expect(await viewCount(share.id)).toBe(0);
    expect((await call(`/api/jobs/${share.id}/report.pdf`, { cookie: owner.cookie })).status, "a share's id is not a job's").toBe(404);
  }, 60_000);

  it("names a business by its owner's name only, never their sign-in username, and by WrapPilot without one", async () => {
    const { owner, share } = await sharedJob("view");
    await env.DB.prepare("update users set first_name = null, last_name = null, business_name = null where id = ?").bind(owner.body.id).run();
    const pdf = await readPdfResponse(await call(`/api/shared/${share.shareToken}/report.pdf?photos=none`, { headers: from() }));
    expect(pdf.text).not.toContain(owner.user.username);
    expect(pdf.text).toContain("WrapPilot");
  }, 60_000);

  it("draws 10 reports per link in 10 minutes, then 429 with Retry-After; a HEAD draws none and counts nothing", async () => {
    const { share } = await sharedJob("view");
    const head = await call(`/api/shared/${share.shareToken}/report.pdf`, { method: "HEAD", headers: from() });
    expect([head.status, head.headers.get("Content-Type")]).toEqual([200, "application/pdf"]);
    expect(await viewCount(share.id)).toBe(0);
    for (let report = 0; report < 10; report += 1) expect((await call(`/api/shared/${share.shareToken}/report.pdf?photos=none`, { headers: from() })).status).toBe(200);
    const refused = await call(`/api/shared/${share.shareToken}/report.pdf?photos=none`, { headers: from() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await errorMessage(refused)).toContain("Too many reports downloaded through this link or from this network.");
  }, 120_000);
});
