import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { audioBlob, voiceForm, webmBytes } from "../test/audio";
import { fileForm, pdfBytes } from "../test/files";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { markupForm, photoForm, pngBlob, sendForm, uploadPhoto } from "../test/photos";
import { createShare } from "../test/shares";

const bucketKeys = async () => (await env.FILES.list()).objects.map((object) => object.key).sort();

async function ownerWithJob() {
  const { cookie } = await signUp();
  const job = await createJob(cookie, { clientName: "Fleet Co" });
  return { cookie, jobId: job.id };
}

function withExtra(form: FormData, name: string, value: string | Blob) {
  if (typeof value === "string") form.append(name, value);
  else form.append(name, value, "extra.png");
  return form;
}

type Send = (change: (form: FormData) => FormData) => Promise<Response>;

/** Each upload route, ready to send a form the app would send with a change to it; each must refuse the change and store nothing. */
const uploads: [string, (cookie: string, jobId: string) => Promise<Send>][] = [
  ["a photo", async (cookie, jobId) => (change) => sendForm(`/api/jobs/${jobId}/photos`, change(photoForm({ caption: "Door" })), { cookie })],
  ["a file", async (cookie, jobId) => {
    const pdf = await pdfBytes();
    return (change) => sendForm(`/api/jobs/${jobId}/files`, change(fileForm(pdf, "proof.pdf", { category: "proof" })), { cookie });
  }],
  ["a voice note", async (cookie, jobId) => (change) => sendForm(`/api/jobs/${jobId}/voice-notes`, change(voiceForm(audioBlob(webmBytes()))), { cookie })],
  ["a markup", async (cookie, jobId) => {
    const photo = await uploadPhoto(cookie, jobId);
    return (change) => sendForm(`/api/photos/${photo.id}/markup`, change(markupForm(0)), { cookie, method: "PUT" });
  }],
  ["a photo through an edit link", async (cookie, jobId) => {
    const share = await createShare(cookie, jobId, { accessLevel: "edit" });
    return (change) => sendForm(`/api/shared/${share.shareToken}/photos`, change(photoForm({ id: crypto.randomUUID(), contributorName: "Sam" })));
  }],
  ["a logo", async (cookie) => (change) => {
    const form = new FormData();
    form.set("logo", new Blob([imageBytes("png")], { type: "image/png" }), "logo.png");
    return sendForm("/api/account/logo", change(form), { cookie, method: "PUT" });
  }],
];

describe("multipart uploads", () => {
  it.each(uploads)("refuse %s with a field the route does not take, and store nothing", async (_name, prepare) => {
    const { cookie, jobId } = await ownerWithJob();
    const send = await prepare(cookie, jobId);
    const before = await bucketKeys();
    const response = await send((form) => withExtra(form, "takenAt", "2026-11-30"));
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("Unknown field: takenAt");
    expect(await bucketKeys()).toEqual(before);
  });

  it("refuse a text field sent twice, a file sent twice and a file where text belongs, and store nothing", async () => {
    const { cookie, jobId } = await ownerWithJob();
    const cases: [(form: FormData) => FormData, string][] = [
      [(form) => withExtra(form, "caption", "Hood"), "caption: Send this field once."],
      [(form) => withExtra(form, "photo", pngBlob()), "photo: Send this field once."],
      [(form) => withExtra(form, "category", pngBlob()), "category: Send text in this field, not a file."],
    ];
    const send = await uploads[0]![1](cookie, jobId);
    for (const [change, message] of cases) {
      const response = await send(change);
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(message);
    }
    expect(await (await call(`/api/jobs/${jobId}/photos`, { cookie })).json()).toEqual([]);
    expect(await bucketKeys().then((keys) => keys.filter((key) => key.includes(jobId)))).toEqual([]);
  });

  it("refuse a backup import with a field it does not take, and restore nothing", async () => {
    const { cookie } = await signUp();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])], { type: "application/zip" }), "backup.zip");
    form.set("overwrite", "yes");
    const response = await sendForm("/api/backups/import", form, { cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("Unknown field: overwrite");
    expect((await listJobs(cookie)).items).toEqual([]);
  });
});
