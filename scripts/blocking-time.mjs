// `node scripts/blocking-time.mjs`: the main thread's blocking time during cold signed-in starts, measured from the CPU
// time of each task in a Chromium trace (unthrottled), counted as Lighthouse's 4x CPU slowdown would count it: the sum
// over tasks of 4 x CPU time less 50 ms. CPU time is what a task ran, not how long it waited for a core, so the figure
// moves far less with the machine's load than Lighthouse's TBT. Each base URL (BASE_URLS, comma-separated, or BASE_URL;
// default http://localhost:8787) gets its own account with 50 jobs, the last with 40 measurements; runs alternate
// between the bases, `--rounds=N` each (default 8). `--pages=/,/jobs/:job,/jobs/:job#measurements` picks the paths
// (`:job` is the measured job); `--detail` lists each run's long tasks. The app must be running.
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { postJson, signUp } from "./bench/client.mjs";

const { values: args } = parseArgs({ options: { pages: { type: "string" }, rounds: { type: "string" }, detail: { type: "boolean" } } });
const bases = (process.env.BASE_URLS ?? process.env.BASE_URL ?? "http://localhost:8787").split(",").map((url) => url.replace(/\/$/, ""));
const paths = (args.pages ?? "/,/jobs/:job,/jobs/:job#measurements,/settings").split(",");
const ROUNDS = Number(args.rounds ?? 8);
const SLOWDOWN = 4;
const BLOCKING_FROM_US = 50_000;
const PARTS = ["FunctionCall", "EvaluateScript", "v8.evaluateModule", "ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "TimerFire", "EventDispatch"];
const TRACE_CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline";

async function seed(base) {
  const { cookie } = await signUp(base, `bt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  let job;
  for (let i = 0; i < 50; i += 1) {
    const body = { clientName: `Client ${i + 1}`, jobName: `Fleet van ${i + 1}`, vehicleYear: 2016 + (i % 9), vehicleMake: "Ford", vehicleModel: "Transit", status: "in_progress" };
    job = await (await postJson(base, "/api/jobs", body, { Cookie: cookie })).json();
  }
  for (let i = 0; i < 40; i += 1) await postJson(base, `/api/jobs/${job.id}/measurements`, { jobType: "vehicle", panel: "hood", width: 40 + i, height: 30 }, { Cookie: cookie });
  return { base, cookie, job: job.id };
}

/** The page's own renderer main thread, where its HTML was parsed: headless Chromium has others (its WebUI pages) that are busy too. */
function pageMainThread(events, base) {
  const parse = events.find((event) => event.name === "ParseHTML" && String(event.args?.beginData?.url ?? "").startsWith(base));
  return parse && { pid: parse.pid, tid: parse.tid };
}

/** What ran in a task, by the trace's names for it: a script's calls and module set-up by file, style, layout, paint. */
function taskParts(events, main, task) {
  const parts = {};
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event === task || !event.dur || event.ts < task.ts || event.ts >= task.ts + task.dur) continue;
    if (!PARTS.includes(event.name)) continue;
    const file = String(event.args?.data?.url ?? "").split("/").pop();
    const key = file ? `${event.name} ${file}` : event.name;
    parts[key] = (parts[key] ?? 0) + event.dur / 1000;
  }
  return Object.entries(parts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(", ");
}

async function traceStart(browser, account, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const [name, value] = account.cookie.split("=");
  await context.addCookies([{ name, value, url: account.base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value: batch }) => events.push(...batch));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
  await page.goto(`${account.base}${path.replace(":job", account.job)}`);
  await page.waitForTimeout(6_000);
  const lcpMs = await page.evaluate(LARGEST_PAINT);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  const main = pageMainThread(events, account.base);
  if (!main) return null;
  const start = Math.min(...events.filter((event) => event.pid === main.pid && event.name === "ParseHTML").map((event) => event.ts));
  const long = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === "RunTask" && SLOWDOWN * (event.tdur ?? event.dur) > BLOCKING_FROM_US)
    .sort((a, b) => a.ts - b.ts);
  const blockingMs = long.reduce((sum, task) => sum + (SLOWDOWN * (task.tdur ?? task.dur) - BLOCKING_FROM_US) / 1000, 0);
  const tasks = long.map((task) => `@${((task.ts - start) / 1000).toFixed(0)} ms: ${((SLOWDOWN * (task.tdur ?? task.dur)) / 1000).toFixed(0)} ms at 4x (${taskParts(events, main, task)})`);
  return { blockingMs, lcpMs, tasks };
}

/** A trace that holds no parse of the page's HTML (Chromium sometimes delivers one without the page's renderer) is taken again, twice at most. */
async function traceStartTried(browser, account, path) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const run = await traceStart(browser, account, path);
    if (run) return run;
    console.error(`  no trace of the page's renderer for ${path} at ${account.base}, attempt ${attempt} of 3`);
  }
  throw new Error(`no trace of the page's renderer for ${path} at ${account.base} in 3 attempts`);
}

/** When the page painted its largest content, from the navigation (observed, unthrottled). */
const LARGEST_PAINT = () =>
  new Promise((resolve) => new globalThis.PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: "largest-contentful-paint", buffered: true }));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const accounts = [];
for (const base of bases) accounts.push(await seed(base));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  console.log(`Blocking time (ms, 4 x each task's CPU time less 50 ms, summed) and observed LCP (ms, median), cold signed-in starts, ${ROUNDS} rounds alternating the bases`);
  for (const path of paths) {
    const results = new Map(accounts.map((account) => [account.base, []]));
    const paints = new Map(accounts.map((account) => [account.base, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const account of accounts) {
        const run = await traceStartTried(browser, account, path);
        results.get(account.base).push(run.blockingMs);
        paints.get(account.base).push(run.lcpMs);
        if (args.detail) console.log(`  ${path} ${account.base} round ${round + 1}: ${run.blockingMs.toFixed(0)} ms\n    ${run.tasks.join("\n    ")}`);
      }
    }
    for (const [base, values] of results) {
      const lcp = median(paints.get(base));
      console.log(`${path.padEnd(26)} ${base.padEnd(24)} median ${median(values).toFixed(0).padStart(4)}   LCP ${lcp.toFixed(0).padStart(5)}   runs ${values.map((value) => value.toFixed(0)).join(" ")}`);
    }
  }
} finally {
  await browser.close();
}
