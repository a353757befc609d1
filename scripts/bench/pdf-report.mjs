import { chromium } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "vite";
import { cameraJpeg } from "../../e2e/camera-photo.ts";
import { postJson, signUp } from "./client.mjs";
import { measure } from "./stats.mjs";

const PHOTOS = 20;
const MEASUREMENTS = 40;

/** Camera-like JPEGs drawn by Chromium: as uploaded (2560 px, the app's resize) and as the Images binding hands them to the report (1600 px). */
async function photos() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    return { uploaded: await cameraJpeg(page, 2560, 1920, 0.82), print: await cameraJpeg(page, 1600, 1200, 0.8), thumb: await cameraJpeg(page, 400, 300, 0.72) };
  } finally {
    await browser.close();
  }
}

/**
 * The job report for a job of 20 photos and 40 measurements: through the local Worker (wall time and
 * bytes, photos scaled by the local Images binding), and the same document made in Node with the
 * photos already scaled, where process.cpuUsage gives the CPU time the Worker's own code spends.
 */
export async function benchPdfReport(base) {
  const { cookie } = await signUp(base, `pdf-${randomBytes(3).toString("hex")}`);
  const headers = { Cookie: cookie };
  const job = await (await postJson(base, "/api/jobs", { clientName: "Bench Fleet Дмитрий", vehicleYear: 2021, vehicleMake: "Ford", vehicleModel: "Transit" }, headers)).json();
  for (let index = 0; index < MEASUREMENTS; index += 1) {
    await postJson(base, `/api/jobs/${job.id}/measurements`, { jobType: index % 4 ? "vehicle" : "trailer", panel: index % 4 ? "hood" : "side_door", width: 60 + index, height: 48 }, headers);
  }
  const images = await photos();
  for (let index = 0; index < PHOTOS; index += 1) {
    const form = new FormData();
    form.set("photo", new Blob([images.uploaded], { type: "image/jpeg" }), `IMG_${index}.jpg`);
    form.set("thumb", new Blob([images.thumb], { type: "image/jpeg" }), "thumb.jpg");
    form.set("caption", `Panel ${index}`);
    const response = await fetch(`${base}/api/jobs/${job.id}/photos`, { method: "POST", body: form, headers: { ...headers, Origin: base } });
    if (response.status !== 201) throw new Error(`photo upload failed: ${response.status} ${await response.text()}`);
  }
  let bytes = 0;
  const served = await measure(`GET report.pdf (${PHOTOS} photos, ${MEASUREMENTS} panels)`, { runs: 5, warmup: 1 }, async () => {
    const response = await fetch(`${base}/api/jobs/${job.id}/report.pdf`, { headers });
    if (response.status !== 200) throw new Error(`report failed: ${response.status} ${await response.text()}`);
    bytes = (await response.arrayBuffer()).byteLength;
  });
  const cpu = await reportCpuInNode(images.print, job);
  return { rows: [served], bytes, cpu };
}

async function reportCpuInNode(print, job) {
  const vite = await createServer({ configFile: false, server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "silent", optimizeDeps: { noDiscovery: true, include: [] } });
  try {
    const { makeReport } = await vite.ssrLoadModule("/worker/pdf/report-document.ts");
    const env = {
      FONTS: { fetch: async (request) => new Response(readFileSync(`worker/pdf/assets${new URL(request.url).pathname}`)) },
      FILES: { get: async () => ({ body: new Blob([print]).stream(), arrayBuffer: async () => print }) },
      IMAGES: { input: () => ({ transform() { return this; }, output: async () => ({ response: () => new Response(print) }) }) },
    };
    const input = {
      business: { name: "Dana Reyes", contact: "dana@example.com" },
      job: { ...job, updatedAt: new Date().toISOString(), private: null },
      measurements: Array.from({ length: MEASUREMENTS }, (_, index) => ({ panel: "hood", label: null, jobType: "vehicle", width: 60 + index, height: 48, length: null, unit: "in", squareFeet: 20 })),
      photos: Array.from({ length: PHOTOS }, (_, index) => ({ key: `photo-${index}`, caption: `Panel ${index}`, category: "progress", marked: false })),
      files: [],
      proofs: [],
      estimate: null,
      shareUrl: null,
      metric: false,
      madeAt: new Date(),
      timeZone: "UTC",
    };
    const samples = [];
    for (let run = 0; run < 6; run += 1) {
      const before = process.cpuUsage();
      await makeReport(input, env);
      const used = process.cpuUsage(before);
      if (run > 0) samples.push((used.user + used.system) / 1000);
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)], max: samples.at(-1) };
  } finally {
    await vite.close();
  }
}
