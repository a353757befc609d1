import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { uploadVoiceNote } from "../test/audio";
import { uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";
import { imageBytes } from "../test/images";
import { uploadPhoto } from "../test/photos";
import { type Person, formTeam, shareJobWith } from "../test/team";

const DAY = 24 * 60 * 60 * 1000;

/** A job with a measurement, a photo, a note, a voice note and a file, so each read has rows or bytes to leak. */
async function jobWithChildren(owner: Person) {
  const job = await createJob(owner.cookie, { clientName: "Harbor Wraps", notes: "Gate code 4411" });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
  const photo = await uploadPhoto(owner.cookie, job.id);
  expect((await call(`/api/jobs/${job.id}/notes`, { body: { body: "Harbor gate sticks" }, cookie: owner.cookie })).status).toBe(201);
  const voiceNote = await uploadVoiceNote(owner.cookie, job.id);
  const file = await uploadFile(owner.cookie, job.id, new TextEncoder().encode("panel,Harbor\n"), "Harbor-panels.csv");
  return { id: job.id, thumbnail: photo.thumbnailUrl, audio: voiceNote.audioUrl, download: file.url };
}
type Fixture = Awaited<ReturnType<typeof jobWithChildren>>;

/** The reads of the job and its children: a job's own id, or a child's, in each path. */
const jobReadsOf = (job: Fixture) => [
  `/api/jobs/${job.id}`,
  `/api/jobs/${job.id}/measurements`,
  `/api/jobs/${job.id}/photos`,
  `/api/jobs/${job.id}/notes`,
  `/api/jobs/${job.id}/voice-notes`,
  `/api/jobs/${job.id}/files`,
  job.thumbnail,
  job.audio,
  job.download,
];

const readsOf = (job: Fixture) => ["/api/jobs", "/api/jobs?scope=team", "/api/jobs/stats", ...jobReadsOf(job)];

/** The request as the bench sends it, answering the D1 statements and round trips it took. */
async function counted(path: string, cookie: string) {
  const response = await app.request(path, { headers: { Cookie: cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
  return { status: response.status, statements: Number(response.headers.get("X-D1-Queries")), roundTrips: Number(response.headers.get("X-D1-Round-Trips")) };
}

/** The refusal is the error's JSON alone: no rows, no bytes, no caching of the refusal. */
async function expectAnswersNothing(response: Response, path: string, code: string) {
  expect(response.headers.get("Content-Type"), path).toMatch(/^application\/json/);
  expect(response.headers.get("Cache-Control"), path).toBe("no-store");
  const body = await response.text();
  expect(JSON.parse(body), path).toMatchObject({ code });
  expect(body, path).not.toContain("Harbor");
}

async function expectRefused(path: string, cookie: string) {
  const response = await call(path, { cookie });
  expect(response.status, path).toBe(401);
  await expectAnswersNothing(response, path, "unauthorized");
}

/** A new session of the user expiring at `expire`, made at `createdAt`, as its cookie. */
async function sessionFor(userId: string, expire: number, createdAt = Date.now() - DAY) {
  const token = crypto.randomUUID();
  const sid = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const sess = JSON.stringify({ createdAt, lastUsedAt: Date.now() });
  await env.DB.prepare("insert into sessions (sid, user_id, sess, expire) values (?, ?, ?, ?)").bind(sid, userId, sess, expire).run();
  return `wp_session=${token}`;
}

const sessionRowOf = (userId: string) => env.DB.prepare("select sid from sessions where user_id = ?").bind(userId).first();

describe("signed-in reads check the session in their own batch", () => {
  it("take one D1 round trip: the jobs list, stats, a job, its children's lists and bytes, and the session route", async () => {
    const owner = await signUp();
    const job = await jobWithChildren(owner);
    for (const path of [...readsOf(job), "/api/auth/user"]) {
      const answer = await counted(path, owner.cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.roundTrips, path).toBe(1);
      expect(answer.statements, path).toBeGreaterThanOrEqual(2);
    }
    expect((await counted("/api/jobs", owner.cookie)).statements, "session, own jobs, jobs shared with me").toBe(3);
  });

  it("still answer the data to its owner with the session's slide written in a second trip when due", async () => {
    const owner = await signUp();
    const job = await jobWithChildren(owner);
    await env.DB.prepare("update sessions set expire = ? where user_id = ?").bind(Date.now() + 10 * DAY, owner.body.id).run();
    const slid = await app.request("/api/jobs", { headers: { Cookie: owner.cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(slid.status).toBe(200);
    expect(slid.headers.get("Set-Cookie")).toMatch(/wp_session=/);
    expect(slid.headers.get("X-D1-Round-Trips")).toBe("2");
    expect((await slid.json<{ items: { id: string }[] }>()).items.map((item) => item.id)).toEqual([job.id]);
    expect((await counted("/api/jobs", owner.cookie)).roundTrips, "written once, not again").toBe(1);
  });

  it("answer 401 and no data to an expired session, deleting it", async () => {
    const owner = await signUp();
    const job = await jobWithChildren(owner);
    await env.DB.prepare("update sessions set expire = ? where user_id = ?").bind(Date.now() - 1000, owner.body.id).run();
    const first = await call(`/api/jobs/${job.id}`, { cookie: owner.cookie });
    expect(first.status).toBe(401);
    expect(first.headers.get("Set-Cookie")).toMatch(/wp_session=;.*Max-Age=0/i);
    expect(await sessionRowOf(owner.body.id)).toBeNull();
    for (const path of readsOf(job)) await expectRefused(path, owner.cookie);
    expect(await (await call("/api/auth/user", { cookie: owner.cookie })).json()).toBeNull();
  });

  it("answer 401 and no data to each read with a session past its sliding expiry", async () => {
    const owner = await signUp();
    const job = await jobWithChildren(owner);
    for (const path of readsOf(job)) await expectRefused(path, await sessionFor(owner.body.id, Date.now() - 1000));
  });

  it("answer 401 and no data to a session past the 90-day cap however recently used", async () => {
    const owner = await signUp();
    const job = await jobWithChildren(owner);
    for (const path of readsOf(job)) await expectRefused(path, await sessionFor(owner.body.id, Date.now() + DAY, Date.now() - 91 * DAY));
    const old = JSON.stringify({ createdAt: Date.now() - 91 * DAY, lastUsedAt: Date.now() });
    await env.DB.prepare("update sessions set sess = ? where user_id = ?").bind(old, owner.body.id).run();
    await expectRefused("/api/jobs", owner.cookie);
    expect(await sessionRowOf(owner.body.id)).toBeNull();
  });

  it("answer 401 and no data to an unknown, a signed-out or no session, without asking D1 when there is no cookie", async () => {
    const owner = await signUp();
    const job = await jobWithChildren(owner);
    for (const path of readsOf(job)) await expectRefused(path, "wp_session=forged-token-value");
    const stolen = owner.cookie;
    expect((await call("/api/auth/logout", { body: {}, cookie: owner.cookie })).status).toBe(204);
    for (const path of readsOf(job)) await expectRefused(path, stolen);
    const anonymous = await app.request("/api/jobs", {}, { ...env, REPORT_D1_QUERIES: "1" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("X-D1-Round-Trips")).toBe("0");
  });

  it("refuse a team admin demoted to installer and a member whose job share was revoked, as before", async () => {
    const [owner, admin, member, viewer] = [await signUp(), await signUp(), await signUp(), await signUp()];
    const ids = await formTeam(owner, [
      { person: admin, role: "admin" },
      { person: member, role: "installer" },
      { person: viewer, role: "installer" },
    ]);
    const job = await jobWithChildren(member);
    const share = await (await shareJobWith(member, job.id, viewer.body.id, "view")).json<{ id: string }>();
    const jobReads = jobReadsOf(job);
    for (const path of jobReads) {
      expect((await call(path, { cookie: admin.cookie })).status, `admin ${path}`).toBe(200);
      expect((await call(path, { cookie: viewer.cookie })).status, `share ${path}`).toBe(200);
    }

    const demoted = await call(`/api/team/members/${ids[admin.body.id]}`, { method: "PATCH", body: { role: "installer" }, cookie: owner.cookie });
    expect(demoted.status).toBe(200);
    expect((await call(`/api/team/shared-jobs/${share.id}`, { method: "DELETE", cookie: member.cookie })).status).toBe(204);
    for (const who of [admin, viewer]) {
      for (const path of jobReads) {
        const response = await call(path, { cookie: who.cookie });
        expect(response.status, path).toBe(404);
        await expectAnswersNothing(response, path, "not_found");
      }
      const listed = await (await call("/api/jobs?scope=team", { cookie: who.cookie })).json<{ items: unknown[] }>();
      expect(listed.items).toEqual([]);
      expect((await (await call("/api/jobs", { cookie: who.cookie })).json<{ items: unknown[] }>()).items).toEqual([]);
    }
  });

  it("serve a thumbnail in one round trip, and its 304 for the ETag the device holds, immutable to the owner alone", async () => {
    const [owner, admin] = [await signUp(), await signUp()];
    await formTeam(owner, [{ person: admin, role: "admin" }]);
    const job = await jobWithChildren(owner);
    const sent = await app.request(job.thumbnail, { headers: { Cookie: owner.cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(sent.status).toBe(200);
    expect(sent.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(sent.headers.get("X-D1-Queries"), "session, grant, photo").toBe("3");
    expect(sent.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(imageBytes("png"));
    const etag = sent.headers.get("ETag")!;
    const unchanged = await app.request(job.thumbnail, { headers: { Cookie: owner.cookie, "If-None-Match": etag } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("X-D1-Round-Trips")).toBe("1");
    const member = await app.request(job.thumbnail, { headers: { Cookie: admin.cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(member.status).toBe(200);
    expect(member.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(member.headers.get("Cache-Control"), "a team member's access can end").toBe("private, no-cache");
  });

  it("answer 404 and nothing, in one round trip, for a deleted photo, another user's photo and an id that is not one", async () => {
    const [owner, stranger] = [await signUp(), await signUp()];
    const job = await jobWithChildren(owner);
    const kept = await uploadPhoto(owner.cookie, job.id);
    const gone = await uploadPhoto(owner.cookie, job.id);
    expect((await call(`/api/photos/${gone.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    const refused: [string, string][] = [
      [gone.thumbnailUrl, owner.cookie],
      [kept.thumbnailUrl, stranger.cookie],
      [job.audio, stranger.cookie],
      [job.download, stranger.cookie],
      ["/api/photos/not-a-photo-id/thumb", owner.cookie],
    ];
    for (const [path, cookie] of refused) {
      const response = await app.request(path, { headers: { Cookie: cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("X-D1-Round-Trips"), path).toBe("1");
      await expectAnswersNothing(response, path, "not_found");
    }
    expect((await call(kept.thumbnailUrl, { cookie: owner.cookie })).status, "the owner's other photo still opens").toBe(200);
  });
});
