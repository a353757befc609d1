/* global navigator -- read inside page.evaluate, which runs in the browser */
// The offline queue and cache, measured against the running app: the app's own query client and
// mutation defaults (loaded through Vite's module runner) drain 100 queued writes; each write is then
// sent again with its key, as after a lost answer; the cache kept for 100 jobs with 20 measurements
// each is weighed; and Chromium opens the dashboard with the network off.
import { randomBytes } from "node:crypto";
import { chromium } from "@playwright/test";
import { createServer } from "vite";
import { postJson, signUp } from "./client.mjs";

const JOBS = 10;
const KEPT_JOBS = 100;
const MEASUREMENTS_PER_JOB = 20;
const OFFLINE_RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function loadAppModules() {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "error",
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    optimizeDeps: { noDiscovery: true },
  });
  const load = (path) => vite.ssrLoadModule(path);
  const modules = {
    query: await import("@tanstack/react-query"),
    client: await load("/web/api/query-client.ts"),
    jobs: await load("/web/api/job-mutations.ts"),
    measurements: await load("/web/api/measurement-mutations.ts"),
    snapshot: await load("/web/api/offline-snapshot.ts"),
    persistence: await load("/web/offline/cache-persistence.ts"),
  };
  return { modules, close: () => vite.close() };
}

/** 100 writes over 10 jobs, each job's in the order a user makes them: create, 5 measurements, 2 edits, a delete, a job edit. */
function queuedWrites(jobKeys, measurementKeys) {
  const writes = [];
  for (let index = 0; index < JOBS; index += 1) {
    const jobId = crypto.randomUUID();
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    const key = () => crypto.randomUUID();
    writes.push({ key: jobKeys.create, jobId, variables: { id: jobId, idempotencyKey: key(), input: { clientName: `Drain ${index}`, status: "in_progress" } } });
    ids.forEach((id, n) =>
      writes.push({ key: measurementKeys.add, jobId, variables: { jobId, id, idempotencyKey: key(), input: { jobType: "vehicle", panel: "hood", unit: "in", width: String(50 + n), height: "40" } } }),
    );
    writes.push({ key: measurementKeys.update, jobId, variables: { jobId, id: ids[0], idempotencyKey: key(), patch: { width: "90" }, base: { width: 50 } } });
    writes.push({ key: measurementKeys.update, jobId, variables: { jobId, id: ids[1], idempotencyKey: key(), patch: { label: "Left" }, base: { label: null } } });
    writes.push({ key: measurementKeys.delete, jobId, variables: { jobId, id: ids[4], idempotencyKey: key() } });
    writes.push({ key: jobKeys.update, jobId, variables: { id: jobId, idempotencyKey: key(), patch: { notes: "Drained", progress: "40" }, base: { notes: null, progress: 0 } } });
  }
  return writes;
}

async function drain(base, modules) {
  const { cookie } = await signUp(base, `q-${randomBytes(3).toString("hex")}`);
  const realFetch = globalThis.fetch;
  const sent = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    headers.set("Cookie", cookie);
    headers.set("Origin", base);
    const response = await realFetch(`${base}${url.pathname}${url.search}`, { ...init, headers });
    sent.push({ method: init?.method ?? "GET", path: url.pathname, body: init?.body, key: headers.get("Idempotency-Key"), statements: Number(response.headers.get("X-D1-Queries") ?? NaN) });
    return response;
  };
  const { onlineManager } = modules.query;
  try {
    const client = modules.client.createQueryClient({ onUnauthorized: () => {} });
    client.mount();
    onlineManager.setOnline(false);
    const writes = queuedWrites(modules.jobs.jobMutationKeys, modules.measurements.measurementMutationKeys);
    const settled = writes.map((write) =>
      client.getMutationCache().build(client, { mutationKey: write.key, scope: { id: `job:${write.jobId}` } }).execute(write.variables),
    );
    const start = performance.now();
    onlineManager.setOnline(true);
    const results = await Promise.allSettled(settled);
    const drainMs = performance.now() - start;
    const failed = results.filter((result) => result.status === "rejected").length;
    if (failed) throw new Error(`${failed} queued writes failed`);
    const writesSent = sent.filter((request) => request.key);
    const replays = [];
    for (const request of writesSent) {
      const response = await realFetch(`${base}${request.path}`, {
        method: request.method,
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: base, "Idempotency-Key": request.key },
        body: request.body,
      });
      replays.push(Number(response.headers.get("X-D1-Queries") ?? NaN));
      await response.arrayBuffer();
    }
    client.unmount();
    return { drainMs, writes: writesSent.length, firstSend: average(writesSent.map((request) => request.statements)), replay: average(replays), reads: sent.length - writesSent.length };
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function keptCache(base, modules) {
  const { account, cookie } = await signUp(base, `k-${randomBytes(3).toString("hex")}`);
  const headers = { Cookie: cookie };
  for (let index = 0; index < KEPT_JOBS; index += 1) {
    const job = await (await postJson(base, "/api/jobs", { clientName: `Kept ${index}`, jobName: "Full wrap", vehicleMake: "Ford", vehicleModel: "Transit", status: index % 3 ? "completed" : "in_progress" }, headers)).json();
    for (let n = 0; n < MEASUREMENTS_PER_JOB; n += 1) {
      const response = await postJson(base, `/api/jobs/${job.id}/measurements`, { jobType: "vehicle", panel: "hood", width: 40 + n, height: 48, label: `Panel ${n}` }, headers);
      if (response.status !== 201) throw new Error(`seed measurement failed: ${response.status}`);
      await response.arrayBuffer();
    }
  }
  const start = performance.now();
  const snapshot = await fetch(`${base}/api/offline/jobs`, { headers });
  const body = await snapshot.text();
  const snapshotMs = performance.now() - start;
  const statements = snapshot.headers.get("X-D1-Queries") ?? "?";

  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return realFetch(`${base}${url.pathname}${url.search}`, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Cookie: cookie } });
  };
  let stored = null;
  try {
    const client = modules.client.createQueryClient({ onUnauthorized: () => {} });
    const kept = await modules.snapshot.keepJobsForOffline(client);
    const persistence = modules.persistence.createCachePersistence({
      storage: { get: async () => undefined, set: async (_user, part, value) => void (part === "queries" && (stored = value)), removeUser: async () => {} },
      buster: "bench",
      maxAgeMs: Infinity,
      throttleMs: 0,
      isQueuedWrite: () => false,
    });
    await persistence.subscribe(client, "bench").stop();
    return { account, cookie, kept, snapshotMs, snapshotBytes: body.length, statements, storedBytes: Buffer.byteLength(JSON.stringify(stored)) };
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function offlineStart(base, cookie) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const kept = page.waitForResponse((response) => response.url().endsWith("/api/offline/jobs") && response.ok(), { timeout: 60_000 });
    await page.goto(base);
    await kept;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    });
    await page.waitForTimeout(2_000);
    await context.setOffline(true);
    const times = [];
    for (let run = 0; run < OFFLINE_RUNS; run += 1) {
      const start = Date.now();
      await page.reload();
      await page.getByRole("list", { name: "Jobs" }).getByRole("listitem").first().waitFor({ timeout: 30_000 });
      times.push(Date.now() - start);
    }
    return median(times);
  } finally {
    await browser.close();
  }
}

export async function benchOffline(base) {
  const { modules, close } = await loadAppModules();
  try {
    const drained = await drain(base, modules);
    const cache = await keptCache(base, modules);
    const offlineMs = await offlineStart(base, cache.cookie);
    return [
      `drain ${drained.writes} queued writes (10 jobs: create, 5 measurements, 2 edits, a delete, a job edit): ${drained.drainMs.toFixed(0)} ms, ${(drained.drainMs / drained.writes).toFixed(1)} ms a write (${drained.reads} reads besides)`,
      `D1 statements per queued write: ${drained.firstSend.toFixed(1)} when first sent, ${drained.replay.toFixed(1)} when sent again with its key (a lost answer replayed)`,
      `GET /api/offline/jobs for ${cache.kept} jobs with ${MEASUREMENTS_PER_JOB} measurements each: ${cache.snapshotMs.toFixed(0)} ms, ${(cache.snapshotBytes / 1024).toFixed(0)} KB, ${cache.statements} D1 statements`,
      `persisted query cache for those ${cache.kept} jobs: ${(cache.storedBytes / 1024).toFixed(0)} KB as JSON`,
      `Chromium, network off: reload to the dashboard's first job card, median of ${OFFLINE_RUNS}: ${offlineMs} ms`,
    ];
  } finally {
    await close();
  }
}
