// Times signed-in starts of the dashboard, a job page and its measurements tab: from the navigation to the first read
// of the screen's data, and to the screen shown (the job's heading, or the tab's). Cold: a first visit (the HTML from the network, no service worker, nothing kept).
// Warm: the installed app (the service worker serves the app, the device remembers the user). `--latency=MS` adds
// that much to every request through Chromium's network emulation (default 0, which shows the app's own delays);
// `--runs=N` (default 5) per screen and kind. Needs the app running: BASE_URL (default :8787). Prints medians and
// each run in ms, and how many starts had the answer to who is signed in (GET /api/auth/user) before their first
// data read. An https BASE_URL (scripts/h2-proxy.mjs, HTTP/2 as in production) is timed cold only: its self-signed
// certificate is accepted, but a service worker does not register under it.
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const runs = option("runs", 5);
const latency = option("latency", 0);
const overProxy = base.startsWith("https://localhost");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const account = { email: `start-${tag}@example.com`, username: `start_${tag}`, password: "wrap-it-right", firstName: "Dana", lastName: "Reyes" };
const seed = await browser.newContext({ ignoreHTTPSErrors: overProxy, baseURL: base });
const signup = await seed.request.post("/api/auth/signup", { data: account, headers: { Origin: base } });
if (signup.status() !== 201) throw new Error(`sign-up answered ${signup.status()}: ${await signup.text()}`);
const job = await (await seed.request.post("/api/jobs", { data: { clientName: "Harbor Bakery" }, headers: { Origin: base } })).json();
const cookies = await seed.cookies();
await seed.close();

async function newPage(context, shownHeading) {
  const page = await context.newPage();
  // Runs in the page, whose globals are reached through globalThis (this file is linted as Node code).
  await page.addInitScript((heading) => {
    const { document, MutationObserver } = globalThis;
    new MutationObserver((_changes, observer) => {
      if (![...document.querySelectorAll("h1, h2")].some((shown) => shown.textContent === heading)) return;
      globalThis.shownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, shownHeading);
  if (latency > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  }
  return page;
}

async function start(page, path, shownHeading) {
  await page.goto(path);
  await page.getByRole("heading", { name: shownHeading }).first().waitFor();
  // A warm start shows what the device keeps, then reads it again behind it.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/api\/(?!auth\/user)/.test(new URL(entry.name).pathname)));
  const shownAt = await page.evaluate(() => globalThis.shownAt);
  const reads = await page.evaluate(() =>
    performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.startsWith("/api/")).map((entry) => ({ path: new URL(entry.name).pathname, start: entry.fetchStart, end: entry.responseEnd })),
  );
  const first = reads.filter((read) => read.path !== "/api/auth/user").sort((a, b) => a.start - b.start)[0];
  const waited = reads.some((read) => read.path === "/api/auth/user" && read.end <= first.start);
  return { read: Math.round(first.start), shown: Math.round(shownAt), waited };
}

async function cold(path, shownHeading) {
  const context = await browser.newContext({ ignoreHTTPSErrors: overProxy, baseURL: base, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await context.addCookies(cookies);
  const result = await start(await newPage(context, shownHeading), path, shownHeading);
  await context.close();
  return result;
}

/** One installed app: a first visit, then starts once the service worker controls the page. */
async function warmStarts(path, shownHeading) {
  const context = await browser.newContext({ ignoreHTTPSErrors: overProxy, baseURL: base, viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  const first = await context.newPage();
  await first.goto(path);
  await first.waitForFunction(() => Boolean(globalThis.navigator.serviceWorker.controller), null, { timeout: 60_000 });
  await first.close();
  const results = [];
  for (let run = 0; run < runs; run++) {
    const page = await newPage(context, shownHeading);
    results.push(await start(page, path, shownHeading));
    await page.close();
  }
  await context.close();
  return results;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`latency added per request: ${latency} ms, ${runs} runs each`);
const screens = [
  ["dashboard", "/", "Harbor Bakery"],
  ["job page", `/jobs/${job.id}`, "Harbor Bakery"],
  ["job tab", `/jobs/${job.id}#measurements`, "No measurements yet"],
];
for (const [name, path, shownHeading] of screens) {
  const colds = [];
  for (let run = 0; run < runs; run++) colds.push(await cold(path, shownHeading));
  const kinds = overProxy ? [["cold", colds]] : [["cold", colds], ["warm", await warmStarts(path, shownHeading)]];
  for (const [kind, results] of kinds) {
    const reads = results.map((result) => result.read);
    const shown = results.map((result) => result.shown);
    const waited = results.filter((result) => result.waited).length;
    console.log(`${name.padEnd(9)} ${kind}: first data read ${median(reads)} ms (${reads.join(", ")}), shown ${median(shown)} ms (${shown.join(", ")}); answer to who is signed in before it: ${waited} of ${results.length}`);
  }
}
await browser.close();
