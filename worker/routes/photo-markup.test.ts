import { describe, expect, it } from "vitest";
import { shareJob } from "../test/access-fixtures";
import { call, signUp } from "../test/http";
import { flatPng, imageBytes } from "../test/images";
import { createJob, errorMessage } from "../test/jobs";
import { type PhotoBody, arrow, jpegBlob, markupForm, photoForm, pngBlob, sendForm, storedUnder, uploadPhoto } from "../test/photos";

async function photoOnJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const photo = await uploadPhoto(owner.cookie, job.id, { caption: "Hood" }, { photo: [pngBlob(), "hood.png"], thumb: [pngBlob(), "t.png"] });
  return { owner, job, photo, cookie: owner.cookie };
}

const squarePng = await flatPng(30, 30);

const saveMarkup = (cookie: string, photoId: string, form: FormData) => sendForm(`/api/photos/${photoId}/markup`, form, { cookie, method: "PUT" });
const readMarkup = async (cookie: string, photoId: string) => await (await call(`/api/photos/${photoId}/markup`, { cookie })).json<{ markup: { shapes: unknown[] } | null; markupVersion: number }>();
const bytesOf = async (cookie: string, url: string) => new Uint8Array(await (await call(url, { cookie })).arrayBuffer());

describe("photo markup", () => {
  it("saves the shapes as re-editable JSON and an annotated rendition, leaving the original untouched", async () => {
    const { job, photo, cookie } = await photoOnJob();
    const response = await saveMarkup(cookie, photo.id, markupForm(0));
    expect(response.status).toBe(200);
    const saved = await response.json<PhotoBody>();
    expect(saved).toMatchObject({ hasMarkup: true, markupVersion: 1, originalUrl: photo.originalUrl });
    expect(saved.url).toBe(`/api/photos/${photo.id}/annotated?v=1`);
    expect(await bytesOf(cookie, saved.url)).toEqual(imageBytes("jpeg"));
    expect(await bytesOf(cookie, saved.thumbnailUrl)).toEqual(imageBytes("jpeg"));
    expect(await bytesOf(cookie, saved.originalUrl)).toEqual(imageBytes("png"));
    expect(await readMarkup(cookie, photo.id)).toEqual({ markup: { version: 1, width: 30, height: 20, shapes: [arrow()] }, markupVersion: 1 });

    const moved = { ...arrow(), x: 5, y: -3, rotation: 15 };
    const again = await (await saveMarkup(cookie, photo.id, markupForm(1, [moved]))).json<PhotoBody>();
    expect(again.markupVersion).toBe(2);
    expect((await readMarkup(cookie, photo.id)).markup?.shapes).toEqual([moved]);
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/annotated/`), "the first save's renditions are gone").toHaveLength(2);
    const stale = await call(saved.url, { cookie });
    expect(stale.headers.get("Cache-Control"), "an old version's address is not kept as if current").toBe("private, no-cache");

    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string; details: string }[]>();
    expect(activity.filter((entry) => entry.action === "annotated_photo")).toHaveLength(2);
  });

  it("refuses a save drawn on an older version, keeping the newer markup and its renditions", async () => {
    const { job, photo, cookie } = await photoOnJob();
    await saveMarkup(cookie, photo.id, markupForm(0));
    const late = await saveMarkup(cookie, photo.id, markupForm(0, [arrow("other")]));
    expect(late.status).toBe(409);
    expect(await errorMessage(late)).toContain("changed meanwhile");
    expect((await readMarkup(cookie, photo.id)).markup?.shapes).toEqual([arrow()]);
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/annotated/`)).toHaveLength(2);
  });

  it("answers a save sent again under its Idempotency-Key with the first answer, not as changed meanwhile", async () => {
    const { job, photo, cookie } = await photoOnJob();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const send = (shapes?: unknown[]) => sendForm(`/api/photos/${photo.id}/markup`, markupForm(0, shapes), { cookie, method: "PUT", headers });
    const first = await send();
    expect(first.status).toBe(200);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect((await send([arrow("other")])).status, "other marks under the same key are refused").toBe(422);
    expect((await readMarkup(cookie, photo.id)).markupVersion).toBe(1);
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/annotated/`)).toHaveLength(2);
  });

  it("two saves racing on one version: one lands, the other is refused, and no rendition is orphaned", async () => {
    const { job, photo, cookie } = await photoOnJob();
    const answers = await Promise.all([saveMarkup(cookie, photo.id, markupForm(0)), saveMarkup(cookie, photo.id, markupForm(0, [arrow("b")]))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/annotated/`)).toHaveLength(2);
  });

  it("takes markup drawn on the photo turned a quarter, as a browser shows a photo whose EXIF says to rotate it", async () => {
    const { photo, cookie } = await photoOnJob();
    const form = photoForm(
      { markup: JSON.stringify({ version: 1, width: 20, height: 30, shapes: [arrow()] }), baseVersion: "0" },
      { annotated: [jpegBlob(), "a.jpg"], annotatedThumb: [jpegBlob(), "t.jpg"] },
    );
    expect((await saveMarkup(cookie, photo.id, form)).status).toBe(200);
  });

  it.each([
    ["a base version written in hex", () => photoForm({ markup: JSON.stringify({ version: 1, width: 30, height: 20, shapes: [] }), baseVersion: "0x0" }, { annotated: [pngBlob(), "a.png"], annotatedThumb: [pngBlob(), "t.png"] }), "baseVersion must be a whole number"],
    ["markup that is not JSON", () => photoForm({ markup: "{", baseVersion: "0" }, { annotated: [pngBlob(), "a.png"], annotatedThumb: [pngBlob(), "t.png"] }), "Not valid JSON"],
    ["an unknown shape", () => markupForm(0, [{ ...arrow(), type: "star" }]), "markup.shapes.0"],
    ["a colour outside the palette", () => markupForm(0, [{ ...arrow(), color: "#123456" }]), "markup.shapes.0.color"],
    ["a size outside the list", () => markupForm(0, [{ ...arrow(), size: 7 }]), "markup.shapes.0.size"],
    ["two marks under one id", () => markupForm(0, [arrow(), { ...arrow(), x: 9 }]), "Two marks have the same id"],
    ["coordinates for another image size", () => photoForm({ markup: JSON.stringify({ version: 1, width: 300, height: 200, shapes: [] }), baseVersion: "0" }, { annotated: [pngBlob(), "a.png"], annotatedThumb: [pngBlob(), "t.png"] }), "300×200"],
    ["an SVG rendition", () => photoForm({ markup: JSON.stringify({ version: 1, width: 30, height: 20, shapes: [] }), baseVersion: "0" }, { annotated: [new Blob(["<svg/>"]), "a.svg"], annotatedThumb: [pngBlob(), "t.png"] }), "not a JPEG, PNG or WebP"],
    ["no rendition", () => photoForm({ markup: JSON.stringify({ version: 1, width: 30, height: 20, shapes: [] }), baseVersion: "0" }, {}), "annotated: Please choose"],
    ["a rendition of another picture", () => photoForm({ markup: JSON.stringify({ version: 1, width: 30, height: 20, shapes: [] }), baseVersion: "0" }, { annotated: [new Blob([squarePng]), "a.png"], annotatedThumb: [pngBlob(), "t.png"] }), "annotated: The marked-up image (30×30) is not the 30×20 photo made smaller."],
    ["a thumbnail of another picture", () => photoForm({ markup: JSON.stringify({ version: 1, width: 30, height: 20, shapes: [] }), baseVersion: "0" }, { annotated: [pngBlob(), "a.png"], annotatedThumb: [new Blob([squarePng]), "t.png"] }), "annotatedThumb: The thumbnail (30×30) is not the 30×20 marked-up image made smaller."],
  ])("refuses %s and changes nothing", async (_name, form, message) => {
    const { job, photo, cookie } = await photoOnJob();
    const response = await saveMarkup(cookie, photo.id, form());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await readMarkup(cookie, photo.id)).toEqual({ markup: null, markupVersion: 0 });
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/annotated/`)).toEqual([]);
  });

  it("removing the markup shows the original again and deletes the renditions", async () => {
    const { job, photo, cookie } = await photoOnJob();
    await saveMarkup(cookie, photo.id, markupForm(0));
    const stale = await call(`/api/photos/${photo.id}/markup?baseVersion=0`, { method: "DELETE", cookie });
    expect(stale.status, "a removal decided on an older version is refused").toBe(409);
    expect((await readMarkup(cookie, photo.id)).markupVersion).toBe(1);
    const removed = await (await call(`/api/photos/${photo.id}/markup?baseVersion=1`, { method: "DELETE", cookie })).json<PhotoBody>();
    expect(removed).toMatchObject({ hasMarkup: false, url: photo.originalUrl, thumbnailUrl: photo.thumbnailUrl, markupVersion: 2 });
    expect(await storedUnder(`jobs/${job.id}/photos/${photo.id}/annotated/`)).toEqual([]);
    expect((await call(`/api/photos/${photo.id}/annotated?v=1`, { cookie })).status).toBe(404);
    expect((await (await call(`/api/photos/${photo.id}/markup?baseVersion=1`, { method: "DELETE", cookie })).json<PhotoBody>()).markupVersion, "a second removal changes nothing").toBe(2);
    for (const bad of ["", "abc", "-1", "0x1", "1e0"]) {
      expect((await call(`/api/photos/${photo.id}/markup?baseVersion=${bad}`, { method: "DELETE", cookie })).status, `baseVersion=${bad}`).toBe(400);
    }
  });

  it("lets view access read the markup but not save or remove it; strangers get nothing", async () => {
    const { owner, job, photo, cookie } = await photoOnJob();
    await saveMarkup(cookie, photo.id, markupForm(0));
    const viewer = await signUp();
    const stranger = await signUp();
    await shareJob(job.id, viewer.body.id, owner.body.id, "view");
    expect((await readMarkup(viewer.cookie, photo.id)).markupVersion).toBe(1);
    expect((await saveMarkup(viewer.cookie, photo.id, markupForm(1))).status).toBe(403);
    expect((await call(`/api/photos/${photo.id}/markup?baseVersion=1`, { method: "DELETE", cookie: viewer.cookie })).status).toBe(403);
    expect((await call(`/api/photos/${photo.id}/markup`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/photos/${photo.id}/annotated?v=1`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await saveMarkup(stranger.cookie, photo.id, markupForm(1))).status).toBe(404);
    expect((await readMarkup(cookie, photo.id)).markupVersion).toBe(1);
  });
});
