import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { cameraJpeg } from "../../e2e/camera-photo.ts";
import { postJson, signUp } from "./client.mjs";

const PHOTO_COUNTS = [10, 50];
const TICKS_PER_SECOND = 100;

/** The workerd processes of the server's process group: their resident memory (KB), CPU time (ms) and time their threads spent ready to run but waiting for a CPU (ms) so far. */
export function workerd(group) {
  const pids = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(group)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("workerd"))
    .map((line) => line.trim().split(/\s+/)[0]);
  let rssKb = 0;
  let cpuMs = 0;
  let waitMs = 0;
  for (const pid of pids) {
    try {
      rssKb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
      for (const task of readdirSync(`/proc/${pid}/task`)) waitMs += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[1]) / 1e6;
    } catch {}
  }
  return { rssKb, cpuMs, waitMs };
}

/** Runs `work` while sampling workerd every 50 ms: wall time, workerd CPU time, and its peak memory over the baseline before. */
async function watched(group, work) {
  const before = workerd(group);
  let peakKb = before.rssKb;
  const timer = setInterval(() => (peakKb = Math.max(peakKb, workerd(group).rssKb)), 50);
  const start = performance.now();
  try {
    const result = await work();
    return { result, wallMs: performance.now() - start, cpuMs: workerd(group).cpuMs - before.cpuMs, baseMb: before.rssKb / 1024, peakMb: peakKb / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function settled(base, headers, id) {
  for (;;) {
    const backup = await (await fetch(`${base}/api/backups/${id}`, { headers })).json();
    if (backup.status === "completed") return backup;
    if (backup.status === "failed") throw new Error(`backup failed: ${backup.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A job of 10 and of 50 camera photos (12 MP JPEGs, each uploaded as is): its backup from the request to
 * `completed` (made by the queue consumer) and its restore as a new job, with workerd's CPU time and
 * peak memory sampled from /proc while each runs, and the D1 statements of the requests.
 */
export async function benchBackups(server) {
  const { base, group } = server;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  let photo;
  let thumb;
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    photo = await cameraJpeg(page, 4000, 3000);
    thumb = await cameraJpeg(page, 600, 450);
  } finally {
    await browser.close();
  }
  const lines = [`photo: 4000×3000 JPEG of ${(photo.length / 1024 / 1024).toFixed(2)} MB (+ ${(thumb.length / 1024).toFixed(0)} KB thumbnail), uploaded as is`];
  for (const count of PHOTO_COUNTS) {
    const { cookie } = await signUp(base, `b-${randomBytes(3).toString("hex")}`);
    const headers = { Cookie: cookie };
    const job = await (await postJson(base, "/api/jobs", { clientName: "Bench Backup Fleet", jobName: `${count} photos` }, headers)).json();
    for (let n = 0; n < count; n += 1) {
      const form = new FormData();
      form.set("id", randomUUID());
      form.set("caption", `Panel ${n + 1}`);
      form.set("photo", new Blob([photo], { type: "image/jpeg" }), `IMG_${n}.jpg`);
      form.set("thumb", new Blob([thumb], { type: "image/jpeg" }), "thumb.jpg");
      const response = await fetch(`${base}/api/jobs/${job.id}/photos`, { method: "POST", body: form, headers: { ...headers, Origin: base } });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    }
    let startStatements = "?";
    const backup = await watched(group, async () => {
      const response = await postJson(base, `/api/jobs/${job.id}/backup`, { type: "job" }, headers);
      if (response.status !== 202) throw new Error(`backup answered ${response.status}`);
      startStatements = response.headers.get("X-D1-Queries") ?? "?";
      return settled(base, headers, (await response.json()).id);
    });
    let restoreStatements = "?";
    const restore = await watched(group, async () => {
      const response = await postJson(base, `/api/backups/${backup.result.id}/restore`, {}, headers);
      if (response.status !== 201) throw new Error(`restore answered ${response.status} ${await response.text()}`);
      restoreStatements = response.headers.get("X-D1-Queries") ?? "?";
      return response.json();
    });
    const restoredPhotos = await (await fetch(`${base}/api/jobs/${restore.result.id}/photos`, { headers })).json();
    if (restoredPhotos.length !== count) throw new Error(`restored ${restoredPhotos.length} photos, expected ${count}`);
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
    const row = (label, run) =>
      `${label}: wall ${(run.wallMs / 1000).toFixed(2)} s, workerd CPU ${(run.cpuMs / 1000).toFixed(2)} s, workerd memory ${run.baseMb.toFixed(0)} MB before, peak ${run.peakMb.toFixed(0)} MB (+${(run.peakMb - run.baseMb).toFixed(0)} MB)`;
    lines.push(
      `${count} photos, zip ${mb(backup.result.fileSize)} MB`,
      `  ${row("backup (POST to completed)", backup)}; POST ${startStatements} D1 statements`,
      `  ${row("restore as new job", restore)}; ${restoreStatements} D1 statements`,
    );
  }
  return lines;
}
