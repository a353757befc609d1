import { chromium } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { cameraJpeg } from "../../e2e/camera-photo.ts";
import { d1Work, postJson, signUp } from "./client.mjs";
import { measure } from "./stats.mjs";

const RESIZE_RUNS = 5;

/** The job's last photo once `count` have landed: the Photos tab hands its uploads to the write queue, which may still be sending. */
async function lastPhotoOf(base, headers, jobId, count) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const photos = await (await fetch(`${base}/api/jobs/${jobId}/photos`, { headers })).json();
    if (photos.length >= count) return photos.at(-1);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${count} photos did not land within 60 s`);
}

/**
 * Signs up, makes a job and puts a 12-megapixel camera JPEG through the real Photos tab in Chromium
 * `runs` times (resize time: from choosing the file to its row reading Ready, so Playwright's round
 * trips are included); returns the account, the job, the original and the photo and thumbnail bytes
 * the app uploaded for the last one.
 */
export async function uploadThroughApp(base, runs) {
  const { cookie } = await signUp(base, `p-${randomBytes(3).toString("hex")}`);
  const headers = { Cookie: cookie };
  const job = await (await postJson(base, "/api/jobs", { clientName: "Bench Photo Fleet", jobName: "Van wrap" }, headers)).json();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto("/login");
    const original = await cameraJpeg(page, 4000, 3000);
    await page.goto(`/jobs/${job.id}#photos`);
    const input = page.getByLabel("Choose photos");
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await input.setInputFiles([{ name: `IMG_${run}.JPG`, mimeType: "image/jpeg", buffer: original }]);
      await page.getByRole("list", { name: "Photos to upload" }).getByText("Ready").waitFor({ timeout: 60_000 });
      samples.push(performance.now() - start);
      await page.getByRole("button", { name: "Upload 1 photo" }).click();
      await page.getByRole("list", { name: "Photos to upload" }).waitFor({ state: "detached", timeout: 60_000 });
    }
    const last = await lastPhotoOf(base, headers, job.id, runs);
    const photoBytes = new Uint8Array(await (await fetch(`${base}${last.originalUrl}`, { headers })).arrayBuffer());
    const thumbBytes = new Uint8Array(await (await fetch(`${base}${last.thumbnailUrl}`, { headers })).arrayBuffer());
    return { headers, job, original, last, photoBytes, thumbBytes, samples: samples.sort((a, b) => a - b) };
  } finally {
    await browser.close();
  }
}

/** Uploads photo and thumbnail bytes to a job as the app's form sends them, under the client-made `id`. */
export function uploadPhoto(base, headers, jobId, photoBytes, thumbBytes, id = randomUUID()) {
  const form = new FormData();
  form.set("id", id);
  form.set("photo", new Blob([photoBytes], { type: "image/jpeg" }), "IMG.jpg");
  form.set("thumb", new Blob([thumbBytes], { type: "image/jpeg" }), "thumb.jpg");
  return fetch(`${base}/api/jobs/${jobId}/photos`, { method: "POST", body: form, headers: { ...headers, Origin: base } });
}

/**
 * A 12-megapixel camera JPEG through the real Photos tab in Chromium, the bytes that
 * upload as a share of the original, and the Worker's handling of such an upload.
 */
export async function benchPhotos(base) {
  const { headers, job, original, last, photoBytes, thumbBytes, samples } = await uploadThroughApp(base, RESIZE_RUNS);
  const resize = { name: "resize 12 MP JPEG in Chromium (choose → Ready)", runs: RESIZE_RUNS, median: samples[Math.floor(RESIZE_RUNS / 2)], p95: samples.at(-1), p99: samples.at(-1) };

  let uploadStatements = "?";
  const upload = await measure(`POST /api/jobs/:id/photos (${(photoBytes.length / 1024).toFixed(0)} KB + thumb)`, { runs: 30 }, async () => {
    const response = await uploadPhoto(base, headers, job.id, photoBytes, thumbBytes);
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    uploadStatements = d1Work(response);
    await response.arrayBuffer();
  });
  let listStatements = "?";
  let listed = 0;
  const list = await measure("GET /api/jobs/:id/photos (38 photos)", { runs: 100 }, async () => {
    const response = await fetch(`${base}/api/jobs/${job.id}/photos`, { headers });
    listStatements = d1Work(response);
    listed = (await response.json()).length;
  });
  if (listed !== 38) throw new Error(`listed ${listed} photos, expected 38`);
  const ratio = (photoBytes.length + thumbBytes.length) / original.length;
  const sizes = [
    `12 MP camera JPEG (4000×3000, quality 0.92): ${(original.length / 1024 / 1024).toFixed(2)} MB`,
    `uploaded after resizing: photo ${last.width}×${last.height} ${(photoBytes.length / 1024).toFixed(0)} KB + thumbnail ${(thumbBytes.length / 1024).toFixed(0)} KB = ${ratio.toFixed(3)} of the original (target ≤ 0.2)`,
  ];
  return { rows: [resize, upload, list], sizes, counts: [`upload a photo: ${uploadStatements}`, `list 38 photos: ${listStatements}`] };
}
