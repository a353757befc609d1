import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PHOTOS_PER_JOB_MAX } from "../../shared/constants";
import app from "../app";
import { shareJob } from "../test/access-fixtures";
import { ORIGIN, call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { createJob, errorMessage } from "../test/jobs";
import { beforeWriteTo } from "../test/paused-write";
import { type FormFiles, type PhotoBody, jpegBlob, photoForm, pngBlob, seedPhotoRows, sendForm, storedUnder, uploadPhoto } from "../test/photos";

async function ownerWithJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  return { owner, job, cookie: owner.cookie };
}

const photoBytes = async (cookie: string, url: string) => {
  const response = await call(url, { cookie });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const listPhotos = async (cookie: string, jobId: string) => await (await call(`/api/jobs/${jobId}/photos`, { cookie })).json<PhotoBody[]>();

/** An upload through the app with a bucket that records each object it is asked to store. */
async function uploadRecordingWrites(cookie: string, jobId: string, form: FormData) {
  const written: string[] = [];
  const bucket = new Proxy(env.FILES, {
    get(target, name) {
      if (name === "put") {
        return (key: string, ...rest: unknown[]) => {
          written.push(key);
          return Reflect.apply(target.put, target, [key, ...rest]);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  const response = await app.request(`${ORIGIN}/api/jobs/${jobId}/photos`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: ORIGIN } }, { ...env, FILES: bucket }, ctx);
  return { response, written };
}

describe("job photos", () => {
  it("stores a real JPEG and PNG with their thumbnails and serves each back byte for byte, immutable and unsniffable", async () => {
    const { job, cookie } = await ownerWithJob();
    const jpeg = await uploadPhoto(cookie, job.id, { caption: "Driver door", category: "progress" }, { photo: [jpegBlob(), "IMG_0001.JPG"], thumb: [pngBlob(), "thumb.png"] });
    const png = await uploadPhoto(cookie, job.id);
    expect(jpeg).toMatchObject({ caption: "Driver door", category: "progress", width: 30, height: 20, hasMarkup: false, url: jpeg.originalUrl });
    expect(png).toMatchObject({ caption: null, category: "general" });
    expect(png.thumbnailUrl).toBe(`/api/photos/${png.id}/thumb`);

    const original = await photoBytes(cookie, jpeg.url);
    expect(original.bytes).toEqual(imageBytes("jpeg"));
    expect(original.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(original.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(original.response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    expect((await photoBytes(cookie, jpeg.thumbnailUrl)).bytes).toEqual(imageBytes("png"));
    expect((await photoBytes(cookie, png.url)).bytes).toEqual(imageBytes("png"));
    expect((await photoBytes(cookie, png.thumbnailUrl)).bytes).toEqual(imageBytes("png"));
    expect((await listPhotos(cookie, job.id)).map((photo) => photo.id)).toEqual([jpeg.id, png.id]);
  });

  it.each([
    ["a text file declared as PNG", { photo: [new Blob(["not a picture"], { type: "image/png" }), "fake.png"] }, 415],
    ["an SVG", { photo: [new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/svg+xml" }), "logo.svg"] }, 415],
    ["a 13 MB file", { photo: [new Blob([new Uint8Array(13 * 1024 * 1024)], { type: "image/jpeg" }), "huge.jpg"] }, 413],
    ["a thumbnail that is not an image", { photo: [pngBlob(), "a.png"], thumb: [new Blob(["<html>"]), "t.png"] }, 415],
    ["a photo without its thumbnail", { photo: [pngBlob(), "a.png"], thumb: null }, 400],
    ["no file at all", {}, 400],
  ] as const)("refuses %s and stores nothing", async (_name, files, status) => {
    const { job, cookie } = await ownerWithJob();
    const response = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({}, files as unknown as FormFiles), { cookie });
    expect(response.status).toBe(status);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await listPhotos(cookie, job.id)).toEqual([]);
  });

  it("refuses a GIF or a PDF sent as a JPEG with 415, naming what its bytes are", async () => {
    const { job, cookie } = await ownerWithJob();
    const gif = Uint8Array.from([..."GIF89a"].map((c) => c.charCodeAt(0)).concat([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]));
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    for (const [bytes, named] of [[gif, "image/gif (.gif)"], [pdf, "application/pdf (.pdf)"]] as const) {
      const response = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({}, { photo: [new Blob([bytes], { type: "image/jpeg" }), "IMG_2.jpg"] }), { cookie });
      expect(response.status).toBe(415);
      expect(await errorMessage(response)).toBe(`IMG_2.jpg is ${named}, not a JPEG, PNG or WebP image.`);
    }
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("refuses a JSON body and a bad category with a clear message", async () => {
    const { job, cookie } = await ownerWithJob();
    const json = await call(`/api/jobs/${job.id}/photos`, { body: { photo: "x" }, cookie });
    expect(json.status).toBe(415);
    const badCategory = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({ category: "selfie" }), { cookie });
    expect(badCategory.status).toBe(400);
    expect(await errorMessage(badCategory)).toContain("Category must be one of general, measurement, progress, mockup");
  });

  it("replays a retried upload with the same id instead of storing it twice", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const [first, second] = await Promise.all([uploadPhoto(cookie, job.id, { id }), uploadPhoto(cookie, job.id, { id })]);
    expect(second.id).toBe(first.id);
    expect(await listPhotos(cookie, job.id)).toHaveLength(1);
    const other = await ownerWithJob();
    const clash = await sendForm(`/api/jobs/${other.job.id}/photos`, photoForm({ id }), { cookie: other.cookie });
    expect(clash.status).toBe(409);
    expect(await storedUnder(`jobs/${other.job.id}/`)).toEqual([]);
  });

  it("replays an upload retried under its Idempotency-Key as a new form, and refuses another photo under that key", async () => {
    const { job, cookie } = await ownerWithJob();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const upload = (caption: string) => sendForm(`/api/jobs/${job.id}/photos`, photoForm({ caption }), { cookie, headers });
    const first = await upload("Hood");
    expect(first.status).toBe(201);
    const retry = await upload("Hood");
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect((await upload("Roof")).status).toBe(422);
    expect((await listPhotos(cookie, job.id)).map((photo) => photo.caption)).toEqual(["Hood"]);
  });

  it("refuses a new photo for a full job before storing any of its bytes, and still replays a retry of one it holds", async () => {
    const { job, cookie } = await ownerWithJob();
    await seedPhotoRows(job.id, PHOTOS_PER_JOB_MAX - 1);
    const id = crypto.randomUUID();
    await uploadPhoto(cookie, job.id, { id });
    const refused = await uploadRecordingWrites(cookie, job.id, photoForm());
    expect(refused.response.status).toBe(409);
    expect(await errorMessage(refused.response)).toBe(`A job can hold at most ${PHOTOS_PER_JOB_MAX} photos.`);
    expect(refused.written, "no object written, not even for a moment").toEqual([]);
    const retry = await uploadRecordingWrites(cookie, job.id, photoForm({ id }));
    expect(retry.response.status).toBe(201);
    expect(await retry.response.json<PhotoBody>()).toMatchObject({ id });
    expect(retry.written).toEqual([]);
  });

  it("edits the caption and category, and clears the caption when it is emptied", async () => {
    const { job, cookie } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id, { caption: "Hood" });
    const edited = await call(`/api/photos/${photo.id}`, { method: "PATCH", body: { caption: "Hood, after", category: "mockup" }, cookie });
    expect(await edited.json()).toMatchObject({ caption: "Hood, after", category: "mockup" });
    const cleared = await call(`/api/photos/${photo.id}`, { method: "PATCH", body: { caption: "  " }, cookie });
    expect(await cleared.json()).toMatchObject({ caption: null, category: "mockup" });
    expect((await call(`/api/photos/${photo.id}`, { method: "PATCH", body: {}, cookie })).status).toBe(400);
    expect((await call(`/api/photos/${photo.id}`, { method: "PATCH", body: { caption: "x".repeat(201) }, cookie })).status).toBe(400);
  });

  it("refuses an edit of a field someone changed meanwhile with 409 and the photo as it is, and applies edits of other fields", async () => {
    const { job, cookie } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id, { caption: "Door" });
    const edit = (body: object) => call(`/api/photos/${photo.id}`, { method: "PATCH", body, cookie });
    expect((await edit({ caption: "Left door dent", base: { caption: "Door" } })).status).toBe(200);
    const clash = await edit({ caption: "Door", base: { caption: "Door" } });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: "edit_conflict", fields: ["caption"], current: { id: photo.id, caption: "Left door dent" } });
    const category = await edit({ category: "progress", base: { category: "general" } });
    expect(await category.json()).toMatchObject({ caption: "Left door dent", category: "progress" });
    const [first, second] = await Promise.all([
      edit({ caption: "Hood crease", base: { caption: "Left door dent" } }),
      edit({ caption: "Roof scratch", base: { caption: "Left door dent" } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await listPhotos(cookie, job.id))[0]!.caption).toBe((await (first.status === 200 ? first : second).json<PhotoBody>()).caption);
  });

  it("deletes the row and every stored object of the photo, and logs it", async () => {
    const { job, cookie } = await ownerWithJob();
    const kept = await uploadPhoto(cookie, job.id);
    const photo = await uploadPhoto(cookie, job.id, { caption: "Scratch" }, { photo: [jpegBlob(), "a.jpg"], thumb: [pngBlob(), "t.png"] });
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/`)).toHaveLength(2);
    expect((await call(`/api/photos/${photo.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/`)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/photos/${kept.id}/`)).toHaveLength(2);
    expect((await call(photo.url, { cookie })).status).toBe(404);
    expect((await call(`/api/photos/${photo.id}`, { method: "DELETE", cookie })).status).toBe(404);
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string; details: string }[]>();
    expect(activity.find((entry) => entry.action === "deleted_photo")?.details).toContain("Scratch on Van wrap");
  });

  it("answers a retried upload of a photo deleted since with 410, and does not bring it back", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    await uploadPhoto(cookie, job.id, { id });
    expect((await call(`/api/photos/${id}`, { method: "DELETE", cookie })).status).toBe(204);
    const late = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({ id }), { cookie });
    expect(late.status).toBe(410);
    expect(await errorMessage(late)).toBe("This photo was deleted after it was uploaded.");
    expect(await listPhotos(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("does not bring a photo back through a retry of its upload that was under way while it was uploaded and deleted", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const { answer, meanwhile } = await beforeWriteTo(
      "photos",
      async () => {
        await uploadPhoto(cookie, job.id, { id });
        return call(`/api/photos/${id}`, { method: "DELETE", cookie });
      },
      { method: "POST", path: `/api/jobs/${job.id}/photos`, cookie, body: photoForm({ id }) },
    );
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(410);
    expect(await listPhotos(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("deleting the job removes its photos' objects", async () => {
    const { job, cookie } = await ownerWithJob();
    await uploadPhoto(cookie, job.id);
    expect((await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("keeps strangers and anonymous callers out of the list, the bytes, edits and deletion; view access reads but cannot write", async () => {
    const { owner, job, cookie } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id);
    const stranger = await signUp();
    const viewer = await signUp();
    await shareJob(job.id, viewer.body.id, owner.body.id, "view");
    for (const [path, method] of [[`/api/jobs/${job.id}/photos`, "GET"], [photo.url, "GET"], [photo.thumbnailUrl, "GET"], [`/api/photos/${photo.id}`, "DELETE"]] as const) {
      expect((await call(path, { method })).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await call(path, { method, cookie: stranger.cookie })).status, `stranger ${method} ${path}`).toBe(404);
    }
    expect((await call(`/api/photos/${photo.id}`, { method: "PATCH", body: { caption: "Mine" }, cookie: stranger.cookie })).status).toBe(404);
    expect((await sendForm(`/api/jobs/${job.id}/photos`, photoForm(), { cookie: stranger.cookie })).status).toBe(404);

    expect(await listPhotos(viewer.cookie, job.id)).toHaveLength(1);
    expect((await photoBytes(viewer.cookie, photo.url)).bytes).toEqual(imageBytes("png"));
    expect((await sendForm(`/api/jobs/${job.id}/photos`, photoForm(), { cookie: viewer.cookie })).status).toBe(403);
    expect((await call(`/api/photos/${photo.id}`, { method: "PATCH", body: { caption: "Mine" }, cookie: viewer.cookie })).status).toBe(403);
    expect((await call(`/api/photos/${photo.id}`, { method: "DELETE", cookie: viewer.cookie })).status).toBe(403);
    expect(await listPhotos(cookie, job.id)).toMatchObject([{ id: photo.id, caption: null }]);
    expect(await storedUnder(`jobs/${job.id}/`)).toHaveLength(2);
  });
});

describe("an upload's trips to D1", () => {
  it("looks for a stored copy, a deletion and a full job in one round trip, and marks its objects in flight in another, before storing anything", async () => {
    const { job, cookie } = await ownerWithJob();
    const response = await app.request(
      `${ORIGIN}/api/jobs/${job.id}/photos`,
      { method: "POST", body: photoForm({ id: crypto.randomUUID() }), headers: { Cookie: cookie, Origin: ORIGIN } },
      { ...env, REPORT_D1_QUERIES: "1" },
    );
    expect(response.status).toBe(201);
    expect({ statements: Number(response.headers.get("X-D1-Queries")), roundTrips: Number(response.headers.get("X-D1-Round-Trips")) }).toEqual({ statements: 11, roundTrips: 6 });
  });
});
