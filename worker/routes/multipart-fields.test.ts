import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { audioBlob, voiceForm, webmBytes } from "../test/audio";
import { fileForm, markedForm, pdfBytes, sampleFiles, sendMarks, uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { markupForm, photoForm, pngBlob, sendForm, uploadPhoto } from "../test/photos";
import { createShare } from "../test/shares";

const keysUnder = async (prefix: string) => (await env.FILES.list({ prefix })).objects.map((object) => object.key);

async function ownerWithJob() {
  const { cookie, body } = await signUp();
  const job = await createJob(cookie, { clientName: "Fleet Co" });
  const stored = async () => [...(await keysUnder(`jobs/${job.id}/`)), ...(await keysUnder(`users/${body.id}/`))].sort();
  return { cookie, jobId: job.id, stored };
}

function withExtra(form: FormData, name: string, value: string | Blob) {
  if (typeof value === "string") form.append(name, value);
  else form.append(name, value, "extra.png");
  return form;
}

function withFile(form: FormData, name: string) {
  form.set(name, pngBlob(), `${name}.png`);
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
  ["marked changes on a design through a link", async (cookie, jobId) => {
    const design = await uploadFile(cookie, jobId, (await sampleFiles()).png[0], "side.png", { category: "proof" });
    const proof = await (await call(`/api/files/${design.id}/proof`, { body: {}, cookie })).json<{ id: string }>();
    const share = await createShare(cookie, jobId, { accessLevel: "view" });
    return (change) => sendMarks(share.shareToken, proof.id, change(markedForm({ name: "Sam", comment: "Bigger logo" })));
  }],
  ["a logo", async (cookie) => (change) => {
    const form = new FormData();
    form.set("logo", new Blob([imageBytes("png")], { type: "image/png" }), "logo.png");
    return sendForm("/api/account/logo", change(form), { cookie, method: "PUT" });
  }],
];

describe("multipart uploads", () => {
  it.each(uploads)("refuse %s with a text or file field the route does not take, and store nothing", async (_name, prepare) => {
    const { cookie, jobId, stored } = await ownerWithJob();
    const send = await prepare(cookie, jobId);
    const before = await stored();
    for (const extra of ["2026-11-30", pngBlob()]) {
      const response = await send((form) => withExtra(form, "takenAt", extra));
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe("Unknown field: takenAt");
    }
    expect(await stored()).toEqual(before);
  });

  it("refuse a text field sent twice, a file sent twice and a file where text belongs, and store nothing", async () => {
    const { cookie, jobId, stored } = await ownerWithJob();
    const cases: [(form: FormData) => FormData, string][] = [
      [(form) => withExtra(form, "caption", "Hood"), "caption: Send this field once."],
      [(form) => withExtra(form, "photo", pngBlob()), "photo: Send this field once."],
      [(form) => withFile(form, "caption"), "caption: Must be text"],
    ];
    const send = await uploads[0]![1](cookie, jobId);
    for (const [change, message] of cases) {
      const response = await send(change);
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(message);
    }
    expect(await (await call(`/api/jobs/${jobId}/photos`, { cookie })).json()).toEqual([]);
    expect(await stored()).toEqual([]);
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
