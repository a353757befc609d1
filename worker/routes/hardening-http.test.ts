import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addTeam, shareJob } from "../test/access-fixtures";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { createJob } from "../test/jobs";
import { jpegBlob, pngBlob, uploadPhoto } from "../test/photos";
import { createShare } from "../test/shares";

const DAY_MS = 24 * 60 * 60 * 1000;
const httpDate = (ms: number) => new Date(ms).toUTCString();

async function photoOnJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const photo = await uploadPhoto(owner.cookie, job.id, {}, { photo: [jpegBlob(), "door.jpg"], thumb: [pngBlob(), "thumb.png"] });
  const share = await createShare(owner.cookie, job.id);
  return { owner, job, photo, linkUrl: `/api/shared/${share.shareToken}/photos/${photo.id}` };
}

type Fixture = Awaited<ReturnType<typeof photoOnJob>>;

const routes: [string, (fixture: Fixture) => { url: string; cookie?: string }][] = [
  ["the signed-in photo route", ({ photo, owner }) => ({ url: photo.url, cookie: owner.cookie })],
  ["the share-link photo route", ({ linkUrl }) => ({ url: linkUrl })],
];

describe.each(routes)("conditional requests on %s", (_name, target) => {
  async function setUp() {
    const fixture = await photoOnJob();
    const { url, cookie } = target(fixture);
    const get = (headers: Record<string, string> = {}, method = "GET") => call(url, { cookie, headers, method });
    const first = await get();
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    return { get, etag: first.headers.get("ETag")! };
  }

  const expectFullBody = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(imageBytes("jpeg"));
  };

  it("ignores an If-None-Match or If-Match that is not a list of entity tags, instead of failing with a 500", async () => {
    const { get } = await setUp();
    for (const garbage of ["garbage", '"unclosed', 'W/"a" "b"', "*, \"a\"", ",", '"a"x']) {
      await expectFullBody(await get({ "If-None-Match": garbage }));
      await expectFullBody(await get({ "If-Match": garbage }));
    }
  });

  it("answers 412 to an If-Match that names another tag or only a weak one, and the full photo to a match or *", async () => {
    const { get, etag } = await setUp();
    const failed = await get({ "If-Match": '"not-this-one"' });
    expect(failed.status).toBe(412);
    expect(await failed.json()).toMatchObject({ code: "precondition_failed", message: expect.stringContaining("If-Match") });
    expect((await get({ "If-Match": `W/${etag}` })).status, "If-Match compares strongly").toBe(412);
    await expectFullBody(await get({ "If-Match": etag }));
    await expectFullBody(await get({ "If-Match": `"other", ${etag}` }));
    await expectFullBody(await get({ "If-Match": "*" }));
  });

  it("answers 412 to an If-Unmodified-Since before the upload and ignores one that is not a date", async () => {
    const { get } = await setUp();
    const failed = await get({ "If-Unmodified-Since": httpDate(Date.now() - DAY_MS) });
    expect(failed.status).toBe(412);
    await expectFullBody(await get({ "If-Unmodified-Since": httpDate(Date.now() + DAY_MS) }));
    await expectFullBody(await get({ "If-Unmodified-Since": "yesterday" }));
  });

  it("answers 304 with the ETag and Cache-Control to a matching If-None-Match, weak or strong, on GET and HEAD", async () => {
    const { get, etag } = await setUp();
    for (const [value, method] of [[etag, "GET"], [`W/${etag}`, "GET"], [`"x", ${etag}`, "GET"], ["*", "GET"], [etag, "HEAD"]] as const) {
      const response = await get({ "If-None-Match": value }, method);
      expect(response.status, `${method} If-None-Match: ${value}`).toBe(304);
      expect(response.headers.get("ETag")).toBe(etag);
      expect(response.headers.get("Cache-Control")).toMatch(/^private, /);
      expect(await response.text()).toBe("");
    }
    await expectFullBody(await get({ "If-None-Match": '"something-else"' }));
  });

  it("answers 304 to an If-Modified-Since at or after the upload, and the full photo to one in the future or not a date", async () => {
    const { get, etag } = await setUp();
    const notModified = await get({ "If-Modified-Since": httpDate(Date.now()) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(etag);
    await expectFullBody(await get({ "If-Modified-Since": httpDate(Date.now() + DAY_MS) }));
    await expectFullBody(await get({ "If-Modified-Since": httpDate(Date.now() - DAY_MS) }));
    await expectFullBody(await get({ "If-Modified-Since": "not a date" }));
    await expectFullBody(await get({ "If-Modified-Since": httpDate(Date.now()), "If-None-Match": '"other"' }));
  });

  it("answers HEAD with the photo's headers and no body", async () => {
    const { get, etag } = await setUp();
    const head = await get({}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toBe(etag);
    expect(head.headers.get("Content-Type")).toBe("image/jpeg");
    expect(head.headers.get("Content-Length")).toBe(String(imageBytes("jpeg").byteLength));
    expect(head.headers.get("Last-Modified")).toMatch(/ GMT$/);
    expect(await head.text()).toBe("");
  });
});

describe("how long a device may keep photo bytes", () => {
  it("lets the owner keep them for good, and has team members, job shares and links revalidate with the ETag", async () => {
    const { owner, job, photo, linkUrl } = await photoOnJob();
    const admin = await signUp();
    const member = await signUp();
    await addTeam(owner.body.id, [{ userId: owner.body.id, role: "owner" }, { userId: admin.body.id, role: "admin" }]);
    await shareJob(job.id, member.body.id, owner.body.id, "view");

    const answers = {
      owner: await call(photo.url, { cookie: owner.cookie }),
      teamAdmin: await call(photo.url, { cookie: admin.cookie }),
      jobShare: await call(photo.thumbnailUrl, { cookie: member.cookie }),
      link: await call(linkUrl),
    };
    expect(answers.owner.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    for (const [who, response] of Object.entries(answers).filter(([who]) => who !== "owner")) {
      expect(response.status, who).toBe(200);
      expect(response.headers.get("Cache-Control"), who).toBe("private, no-cache");
      expect(response.headers.get("ETag"), who).toMatch(/^"[^"]+"$/);
    }
    const revalidated = await call(photo.url, { cookie: admin.cookie, headers: { "If-None-Match": answers.teamAdmin.headers.get("ETag")! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});

describe("the VIN lookup quota", () => {
  const events = async (userId: string) =>
    (await env.DB.prepare("select count(*) as n from rate_limit_events where key = ?").bind(`vin:user:${userId}`).first<{ n: number }>())!.n;
  const fill = (userId: string, count: number) =>
    env.DB.batch(Array.from({ length: count }, () => env.DB.prepare("insert into rate_limit_events (key, at) values (?, ?)").bind(`vin:user:${userId}`, Date.now())));
  const vpicCalls = async () => await (await fetch("http://vpic.test/__calls")).json<Record<string, number>>();
  const unknownVin = (serial: number) => `2HGCM82633A${String(serial).padStart(6, "0")}`;

  it("spends nothing on lookups that never reached the database (an error status or a timeout)", async () => {
    const { cookie, body: user } = await signUp();
    await fill(user.id, 99);
    for (const vin of ["2FTFW1E54PFA01500", "2FTFW1E54PFA01500", "2FTFW1E5XPFA01999"]) {
      const offline = await call(`/api/vin/${vin}`, { cookie });
      expect(offline.status).toBe(200);
      expect(await offline.json()).toMatchObject({ source: "offline" });
    }
    expect(await events(user.id)).toBe(99);
    expect((await call(`/api/vin/${unknownVin(101)}`, { cookie })).status, "an empty answer reached the database").toBe(404);
    expect(await events(user.id)).toBe(100);
    expect((await call(`/api/vin/${unknownVin(102)}`, { cookie })).status).toBe(429);
  });

  it("still stops a burst of parallel lookups at the quota", async () => {
    const { cookie, body: user } = await signUp();
    await fill(user.id, 90);
    const vins = Array.from({ length: 20 }, (_, index) => unknownVin(200 + index));
    const before = await vpicCalls();
    const statuses = await Promise.all(vins.map(async (vin) => (await call(`/api/vin/${vin}`, { cookie })).status));
    const after = await vpicCalls();
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(vins.reduce((sum, vin) => sum + (after[vin] ?? 0) - (before[vin] ?? 0), 0)).toBe(10);
  });
});
