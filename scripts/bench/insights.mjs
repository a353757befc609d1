import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import { d1Work, signUp } from "./client.mjs";
import { executeLocally, seedAccounts, seedJobs } from "./seed-jobs.mjs";
import { measure } from "./stats.mjs";

const ACCOUNTS = 50;
const JOBS_PER_ACCOUNT = 200;
const CRON_RUNS = 5;
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** CPU seconds used so far by the workerd processes of the server's group (the Worker and local D1's SQLite together). */
function workerdCpuMs(group) {
  const pids = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(group)], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command?.startsWith("workerd"))
    .map(([pid]) => pid);
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return sum + ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  }, 0);
}

async function cronRun(server) {
  const seen = server.logs.length;
  const cpuBefore = workerdCpuMs(server.group);
  const start = performance.now();
  const response = await fetch(`${server.base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 * * * *")}`);
  if (!response.ok) throw new Error(`scheduled handler answered ${response.status}`);
  await response.arrayBuffer();
  const requestMs = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const cpuMs = workerdCpuMs(server.group) - cpuBefore;
  const line = server.logs.slice(seen).find((entry) => entry.includes('"event":"insights_aggregation"'));
  if (!line) throw new Error("the scheduled run logged no summary");
  const logged = JSON.parse(line.slice(line.indexOf("{")));
  return { requestMs, cpuMs, workerMs: logged.wallMs, statements: logged.d1Statements, aggregated: logged.aggregated };
}

/**
 * The hourly aggregation over 10,000 jobs from 50 accounts (spread over 120 days), each run made to
 * recompute every account, and GET /api/performance/metrics answered from the stored figures and
 * computed on demand (a zone change forces that).
 */
export async function benchInsights(server, stateDir) {
  seedAccounts({ accounts: ACCOUNTS, jobsPerAccount: JOBS_PER_ACCOUNT, days: 120, stateDir });
  const runs = [];
  for (let run = 0; run < CRON_RUNS; run += 1) {
    if (run > 0) executeLocally(["update insight_state set change_count = change_count + 1;"], stateDir);
    runs.push(await cronRun(server));
  }
  const idle = await cronRun(server);
  const sorted = (key) => runs.map((run) => run[key]).sort((a, b) => a - b);
  const median = (key) => sorted(key)[Math.floor(CRON_RUNS / 2)];
  const cron = {
    name: `cron: ${ACCOUNTS} accounts, ${(ACCOUNTS * JOBS_PER_ACCOUNT).toLocaleString("en-US")} jobs (wall)`,
    runs: CRON_RUNS,
    median: median("requestMs"),
    p95: sorted("requestMs").at(-1),
    p99: sorted("requestMs").at(-1),
  };
  const { cookie } = await signUp(server.base, `i-${randomBytes(3).toString("hex")}`);
  const me = await (await fetch(`${server.base}/api/auth/user`, { headers: { Cookie: cookie } })).json();
  seedJobs({ userId: me.id, count: 1_000, stateDir, spacingMs: 3 * 3_600_000 });
  let storedStatements = "?";
  const stored = await measure("GET /api/performance/metrics (stored, 1,000 jobs)", { runs: 100 }, async () => {
    const response = await fetch(`${server.base}/api/performance/metrics?period=month&tz=Europe/Berlin`, { headers: { Cookie: cookie } });
    storedStatements = d1Work(response);
    await response.arrayBuffer();
  });
  let computedStatements = "?";
  let flip = false;
  const computed = await measure("GET /api/performance/metrics (computed, 1,000 jobs)", { runs: 30 }, async () => {
    flip = !flip;
    const response = await fetch(`${server.base}/api/performance/metrics?period=month&tz=${flip ? "UTC" : "Europe/Berlin"}`, { headers: { Cookie: cookie } });
    computedStatements = d1Work(response);
    await response.arrayBuffer();
  });
  const feed = await benchActivityFeed(server, stateDir, cookie, me.id);
  return {
    rows: [cron, stored, computed, ...feed.rows],
    counts: [
      `cron run over ${ACCOUNTS} accounts (${runs.map((run) => run.aggregated).join(", ")} aggregated): ${runs.map((run) => run.statements).join(", ")} D1 statements; median request ${median("requestMs").toFixed(0)} ms, Worker clock ${median("workerMs")} ms, workerd CPU ${median("cpuMs").toFixed(0)} ms (Worker and local SQLite together)`,
      `cron run with nothing due: ${idle.statements} D1 statement, ${idle.requestMs.toFixed(0)} ms`,
      `GET /api/performance/metrics from stored figures: ${storedStatements}; computed on demand: ${computedStatements}`,
      ...feed.counts,
    ],
    cron: runs,
  };
}

const FEED_ENTRIES_PER_JOB = 10;

/** 10 activity entries on each of the account's 1,000 jobs, every fifth made by a team member; the feed's first page and one 5,000 entries deep. */
async function benchActivityFeed(server, stateDir, cookie, ownerId) {
  const { cookie: memberCookie } = await signUp(server.base, `m-${randomBytes(3).toString("hex")}`);
  const member = await (await fetch(`${server.base}/api/auth/user`, { headers: { Cookie: memberCookie } })).json();
  const offsets = JSON.stringify(Array.from({ length: FEED_ENTRIES_PER_JOB }, (_, index) => index));
  executeLocally(
    [
      `insert into activity_logs (id, user_id, job_id, owner_id, action, details, timestamp)
       select lower(hex(randomblob(16))), case when (j.rowid + n.value) % 5 = 0 then '${member.id}' else j.user_id end, j.id, j.user_id,
         'updated_job', 'Bench entry on ' || j.job_name, j.created_at + n.value * 60000
       from jobs j, json_each('${offsets}') n where j.user_id = '${ownerId}';`,
    ],
    stateDir,
  );
  const headers = { Cookie: cookie };
  let cursor = null;
  for (let page = 0; page < 100; page += 1) {
    const body = await (await fetch(`${server.base}/api/activity/logs?limit=50${cursor ? `&cursor=${cursor}` : ""}`, { headers })).json();
    cursor = body.nextCursor;
  }
  let statements = "?";
  const first = await measure("GET /api/activity/logs first page (10,000 entries)", { runs: 100 }, async () => {
    const response = await fetch(`${server.base}/api/activity/logs`, { headers });
    statements = d1Work(response);
    await response.arrayBuffer();
  });
  const deep = await measure("GET /api/activity/logs 5,000 entries in", { runs: 100 }, async () => {
    await (await fetch(`${server.base}/api/activity/logs?cursor=${cursor}`, { headers })).arrayBuffer();
  });
  return { rows: [first, deep], counts: [`GET /api/activity/logs: ${statements}`] };
}
