// `npm run bench`: serves the built app on local workerd (fresh D1/R2 state) and measures, side by side
// in one run, a trivial route, sign-in, the password hash, the jobs list at 1,000 and 10,000 jobs (with a
// 100-character and a non-ASCII search), and
// adding and listing a job's measurements, opening a share link, resizing and uploading a 12 MP camera photo, the hourly
// insights aggregation over 10,000 jobs from 50 accounts and the metrics route, a cached VIN decode, the roll packing
// time and the planner against square feet on the template vehicles, the dashboard list for a team member with
// jobs shared with them and for a team owner's view of 10 members' 10,000 jobs, the offline queue's drain
// and replay and the cache kept for offline, the job report PDF for 20 photos and 40 measurements (time, bytes, CPU of
// its code), a job backup and its restore at 10 and 50 photos (wall time, workerd CPU and peak memory), with the D1
// statements each request makes and the round trips they take. Build first (`npm run build`).
import { randomBytes } from "node:crypto";
import { benchBackups } from "./bench/backups.mjs";
import { d1Work, postJson, signUp } from "./bench/client.mjs";
import { benchMeasurements } from "./bench/measurements.mjs";
import { benchOffline } from "./bench/offline.mjs";
import { benchInsights } from "./bench/insights.mjs";
import { benchListGoal } from "./bench/list-goal.mjs";
import { benchPdfReport } from "./bench/pdf-report.mjs";
import { benchPhotos } from "./bench/photos.mjs";
import { seedJobs } from "./bench/seed-jobs.mjs";
import { benchSharedView } from "./bench/share-page.mjs";
import { benchTeam } from "./bench/team.mjs";
import { benchWrapulator } from "./bench/wrapulator.mjs";
import { serveFakeVpic } from "./fake-vpic.mjs";
import { startServer } from "./bench/server.mjs";
import { measure, printTable } from "./bench/stats.mjs";

const port = Number(process.env.BENCH_PORT ?? 8797);
const stateDir = ".wrangler/bench-state";
// The public VIN database is outside: its local fake answers the Worker's lookups.
const fakeVpic = serveFakeVpic(port + 1);
const server = await startServer({ port, stateDir, env: { REPORT_D1_QUERIES: "1", VPIC_BASE_URL: `http://127.0.0.1:${port + 1}/api/vehicles` } });
const { base, stop } = server;

try {
  const { account, cookie } = await signUp(base, randomBytes(4).toString("hex"));
  const { hashPassword, verifyPassword } = await import("../worker/lib/password.ts");
  const stored = await hashPassword(account.password);

  const trivial = await measure("GET /api/health (trivial route)", { runs: 300 }, async () => {
    await (await fetch(`${base}/api/health`)).arrayBuffer();
  });
  let sessionWork = "";
  const currentUser = await measure("GET /api/auth/user (session + 1 row)", { runs: 300 }, async () => {
    const response = await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } });
    sessionWork = d1Work(response);
    await response.arrayBuffer();
  });
  const signIn = await measure("POST /api/auth/login (correct password)", { runs: 40 }, async () => {
    const response = await postJson(base, "/api/auth/login", { usernameOrEmail: account.username, password: account.password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
    await response.arrayBuffer();
  });
  const hash = await measure("scrypt verify in Node (same parameters)", { runs: 40 }, () =>
    verifyPassword(account.password, stored),
  );

  const insights = await benchInsights(server, stateDir);

  const listRows = [];
  let listGoal = [];
  const queryCounts = [`session route: ${sessionWork}`];
  for (const count of [1_000, 10_000]) {
    const owner = await signUp(base, `${count}-${randomBytes(3).toString("hex")}`);
    const me = await (await fetch(`${base}/api/auth/user`, { headers: { Cookie: owner.cookie } })).json();
    seedJobs({ userId: me.id, count, stateDir });
    const stats = await (await fetch(`${base}/api/jobs/stats`, { headers: { Cookie: owner.cookie } })).json();
    if (stats.total !== count) throw new Error(`seeded ${stats.total} jobs, expected ${count}`);
    for (const [label, query] of [
      ["first page", ""],
      ["status=in_progress", "?status=in_progress"],
      ["search=transit", "?search=transit"],
      ["search, no match", "?search=zzzz"],
      ["search, 100 characters", `?search=${encodeURIComponent("wrap ".repeat(20))}`],
      ["search=ДМИТРИЙ (non-ASCII)", `?search=${encodeURIComponent("ДМИТРИЙ")}`],
    ]) {
      let queries = "";
      listRows.push(
        await measure(`GET /api/jobs ${label} (${count.toLocaleString("en-US")} jobs)`, { runs: 100 }, async () => {
          const response = await fetch(`${base}/api/jobs${query}`, { headers: { Cookie: owner.cookie } });
          if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
          queries = d1Work(response);
          await response.arrayBuffer();
        }),
      );
      queryCounts.push(`${label} at ${count.toLocaleString("en-US")} jobs: ${queries}`);
    }
    let statsWork = "";
    listRows.push(
      await measure(`GET /api/jobs/stats (${count.toLocaleString("en-US")} jobs)`, { runs: 100 }, async () => {
        const response = await fetch(`${base}/api/jobs/stats`, { headers: { Cookie: owner.cookie } });
        statsWork = d1Work(response);
        await response.arrayBuffer();
      }),
    );
    queryCounts.push(`stats at ${count.toLocaleString("en-US")} jobs: ${statsWork}`);
    if (count === 10_000) listGoal = await benchListGoal(base, owner.cookie);
  }

  const measurements = await benchMeasurements(base);
  const shared = await benchSharedView(base);
  const photos = await benchPhotos(base);
  const wrapulator = await benchWrapulator(base, cookie);
  const team = await benchTeam(base, stateDir);
  const offline = await benchOffline(base);
  const pdf = await benchPdfReport(base);
  const backups = await benchBackups(server);

  console.log(`\nLocal workerd at ${base}, sequential requests, one client.\n`);
  printTable([trivial, currentUser, signIn, hash, ...listRows, ...measurements.rows, ...shared.rows, ...photos.rows, ...insights.rows, ...wrapulator.rows, ...team.rows, ...pdf.rows], trivial);
  console.log(`\nThe jobs list against the trivial and session routes, in turn (issue 30):\n  ${listGoal.join("\n  ")}`);
  console.log(`\nPhoto sizes:\n  ${photos.sizes.join("\n  ")}`);
  console.log(`\nD1 statements and round trips per request (session check included):\n  ${[...queryCounts, ...measurements.counts, ...shared.counts, ...photos.counts, ...insights.counts, ...wrapulator.counts, ...team.counts].join("\n  ")}`);
  console.log(`\nOffline queue and cache:\n  ${offline.join("\n  ")}`);
  console.log(`\nJob report PDF (20 photos, 40 measurements): ${(pdf.bytes / 1024 / 1024).toFixed(2)} MB; CPU of the Worker's PDF code in Node: median ${pdf.cpu.median.toFixed(0)} ms, max ${pdf.cpu.max.toFixed(0)} ms`);
  console.log(`\nBackups (job backup made by the queue consumer, restore in the request):\n  ${backups.join("\n  ")}`);
  console.log(`\nRoll planner against square feet plus 15% (linear feet):\n  ${wrapulator.table.join("\n  ")}`);
} finally {
  stop();
  fakeVpic.close();
}
