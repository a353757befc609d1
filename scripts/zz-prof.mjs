import { chromium } from "@playwright/test";
import { readFileSync, existsSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { postJson, signUp } from "/work/main/scripts/bench/client.mjs";
const base = "http://localhost:8865";
const path = process.argv[2] ?? "/jobs/:job#measurements";
const RATE = Number(process.env.RATE ?? 4);
const { cookie } = await signUp(base, `pf${Date.now().toString(36)}`);
let job;
for (let i = 0; i < 50; i++) job = await (await postJson(base, "/api/jobs", { clientName: `Client ${i}`, jobName: `Fleet van ${i}`, vehicleYear: 2020, vehicleMake: "Ford", vehicleModel: "Transit", status: "in_progress" }, { Cookie: cookie })).json();
for (let i = 0; i < 40; i++) await postJson(base, `/api/jobs/${job.id}/measurements`, { jobType: "vehicle", panel: "hood", width: 40 + i, height: 30 }, { Cookie: cookie });
const maps = new Map();
function orig(url, line, col) {
  const file = url.split("/").pop();
  const mp = `dist/assets/${file}.map`;
  if (!existsSync(mp)) return `${file}`;
  if (!maps.has(mp)) maps.set(mp, new SourceMapConsumer(JSON.parse(readFileSync(mp, "utf8"))));
  const p = maps.get(mp).originalPositionFor({ line: line + 1, column: col });
  return `${(p.source ?? "?").replace(/.*node_modules\//, "nm/").replace(/^\.\.\//, "")}:${p.line}:${p.name ?? ""}`;
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const [n, v] = cookie.split("="); await context.addCookies([{ name: n, value: v.split(";")[0], url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await cdp.send("Profiler.start");
  if (process.env.WARM) { await page.goto(`${base}${path.replace(":job", job.id)}`); await page.waitForTimeout(4000); await page.goto(`${base}/settings`); await page.waitForTimeout(3000); }
  await page.goto(`${base}${path.replace(":job", job.id)}`);
  await page.waitForTimeout(8000);
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Tracing.end"); await done;
  const mains = events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
  const main = mains.find((m) => events.some((e) => e.pid === m.pid && e.tid === m.tid && e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(base)));
  const t0 = Math.min(...events.filter((e) => e.pid === main.pid && e.name === "ParseHTML").map((e) => e.ts));
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  console.log(`run ${run}: FCP @${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : "?"}`);
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.dur > 50000).sort((a, b) => a.ts - b.ts);
  const nodes = new Map(profile.nodes.map((nd) => [nd.id, nd]));
  const times = []; let t = profile.startTime; for (const d of profile.timeDeltas) { t += d; times.push(t); }
  for (const task of tasks) {
    const self = {}; const stack = {};
    profile.samples.forEach((id, i) => {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) return;
      const nd = nodes.get(id); const cf = nd.callFrame;
      const key = cf.url ? orig(cf.url, cf.lineNumber, cf.columnNumber) + ` ${cf.functionName}` : cf.functionName || "(anon)";
      self[key] = (self[key] ?? 0) + 0.2;
    });
    const parts = {};
    for (const e of events) if (e.pid === main.pid && e.tid === main.tid && e.dur && e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && ["Layout","UpdateLayoutTree","Paint","v8.evaluateModule","FunctionCall","TimerFire","EventDispatch","ParseHTML"].includes(e.name)) { const k = e.name + " " + String(e.args?.data?.url ?? e.args?.data?.functionName ?? "").split("/").pop(); parts[k] = (parts[k] ?? 0) + e.dur / 1000; }
    console.log(`  @${((task.ts - t0) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(0)} ms  ${Object.entries(parts).sort((a,b)=>b[1]-a[1]).slice(0,4).map(([k,v])=>`${k} ${v.toFixed(0)}`).join(", ")}`);
    for (const e of events) if (e.pid === main.pid && e.tid === main.tid && e.dur > 2000 && e.ts >= task.ts && e.ts < task.ts + task.dur && ["Layout","UpdateLayoutTree","Paint"].includes(e.name)) console.log("      ", e.name, (e.dur/1000).toFixed(1), JSON.stringify(e.args?.elementCount ?? e.args?.beginData ?? e.args?.data ?? {}).slice(0,200), JSON.stringify(e.args?.endData ?? {}).slice(0,120));
    for (const [k, v] of Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8))) console.log(`      ${v.toFixed(1)} ${k}`);
  }
  await context.close();
}
await browser.close();
