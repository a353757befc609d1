// Times a signed-in start's own wait: from the answer to who is signed in (GET /api/auth/user) to the first read of
// the screen's data, on the dashboard and on a job page, each a cold first visit (no service worker, nothing kept).
// Unthrottled, so it shows the app's own delays rather than the network's. Needs the app running: BASE_URL
// (default :8787); `--runs=N` (default 5) per screen; prints the median and each run in ms.
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const account = { email: `start-${tag}@example.com`, username: `start_${tag}`, password: "wrap-it-right", firstName: "Dana", lastName: "Reyes" };
const seed = await browser.newContext({ baseURL: base });
const signup = await seed.request.post("/api/auth/signup", { data: account, headers: { Origin: base } });
if (signup.status() !== 201) throw new Error(`sign-up answered ${signup.status()}: ${await signup.text()}`);
const job = await (await seed.request.post("/api/jobs", { data: { clientName: "Harbor Bakery" }, headers: { Origin: base } })).json();
const cookies = await seed.cookies();
await seed.close();

async function gap(path, ready) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await context.addCookies(cookies);
  const page = await context.newPage();
  // Runs in the page, whose globals are reached through globalThis (this file is linted as Node code).
  await page.addInitScript((text) => {
    const { document, MutationObserver } = globalThis;
    new MutationObserver((_changes, observer) => {
      if (![...document.querySelectorAll("h1, h2")].some((heading) => heading.textContent === text)) return;
      globalThis.shownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ready);
  await page.goto(path);
  await page.getByRole("heading", { name: ready }).first().waitFor();
  const shownAt = await page.evaluate(() => globalThis.shownAt);
  const reads = await page.evaluate(() =>
    performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.startsWith("/api/")).map((entry) => ({ path: new URL(entry.name).pathname, start: entry.fetchStart, end: entry.responseEnd })),
  );
  await context.close();
  const user = reads.find((read) => read.path === "/api/auth/user");
  const first = reads.filter((read) => read.path !== "/api/auth/user" && read.start >= user.end).sort((a, b) => a.start - b.start)[0];
  const lastAnswer = Math.max(...reads.filter((read) => read.end <= shownAt).map((read) => read.end));
  return { wait: Math.round(first.start - user.end), shown: Math.round(shownAt - lastAnswer) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, path, ready] of [["dashboard", "/", "Harbor Bakery"], ["job page", `/jobs/${job.id}`, "Harbor Bakery"]]) {
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await gap(path, ready));
  const waits = times.map((time) => time.wait);
  const shown = times.map((time) => time.shown);
  console.log(`${name.padEnd(10)} answer to first data read: median ${median(waits)} ms (${waits.join(", ")})`);
  console.log(`${name.padEnd(10)} last answer before it showed, to shown: median ${median(shown)} ms (${shown.join(", ")})`);
}
await browser.close();
