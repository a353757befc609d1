// Loads the public share page, cold, on a throttled phone profile (Lighthouse's "Slow 4G": 150 ms RTT,
// 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower) and prints first contentful paint, the moment the job's
// heading shows, and the bytes transferred, beside the landing page. Needs the app running at BASE_URL.
import { chromium, request } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
const tag = Date.now().toString(36);
const signUp = await api.post("/api/auth/signup", {
  data: { email: `load-${tag}@example.com`, username: `load_${tag}`, password: "wrap-it-right", firstName: "Load", lastName: "Test" },
});
if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()}`);
const job = await (await api.post("/api/jobs", { data: { clientName: "Fleet Co", jobName: "Box truck wrap", vehicleMake: "Ford", status: "in_progress", progress: 60 } })).json();
for (const panel of ["hood", "roof", "driver_side", "passenger_side", "front_panel", "rear_panel"]) {
  await api.post(`/api/jobs/${job.id}/measurements`, { data: { jobType: "vehicle", panel, width: 60, height: 48 } });
}
const { shareUrl } = await (await api.post(`/api/jobs/${job.id}/qr-share`, { data: { expiresInDays: 30 } })).json();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

async function load(url, ready) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
  const start = Date.now();
  await page.goto(url);
  await ready(page).waitFor({ timeout: 60_000 });
  const readyMs = Date.now() - start;
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
  await context.close();
  return { readyMs, fcp, bytes };
}

for (const [name, url, ready] of [
  ["share page", shareUrl, (page) => page.getByRole("heading", { name: "Box truck wrap" })],
  ["landing page", `${base}/`, (page) => page.getByRole("heading").first()],
]) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await load(url, ready));
  console.log(
    `${name.padEnd(13)} median of ${RUNS} cold loads: first contentful paint ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, ` +
      `content shown ${median(runs.map((r) => r.readyMs))} ms, ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB transferred`,
  );
}
await browser.close();
await api.dispose();
