// `npm run load`: serves the built app on local workerd (fresh D1/R2 state), seeds a busy shop (a team owner and
// three installers, 1,000 jobs each plus five active jobs each with measurements and photos, a share link) and
// drives its mixed traffic with autocannon at fixed overall rates (default 100 then 300 requests per second, each
// for --duration seconds): the jobs list (first page, the team's, a search), a job, its measurements, adding a
// measurement, a photo thumbnail, the share page and its API, and GET /api/health in the same mix. Before each mixed
// phase the trivial route runs alone at the same rate. Prints count, p50, p99 and non-2xx answers per rate and kind
// against the goal (p99 <= 2x the trivial route's in the same mix, no errors); exits non-zero on request errors only.
// Build first (`npm run build`). Flags: --duration 20, --rates 100,300, --connections 20.
import autocannon from "autocannon";
import { parseArgs } from "node:util";
import { startServer } from "./bench/server.mjs";
import { TRIVIAL, adds, checkEachOnce, shopMix } from "./load/mix.mjs";
import { printLoadTable } from "./load/report.mjs";
import { seedShop } from "./load/shop.mjs";

const { values: flags } = parseArgs({
  options: { duration: { type: "string", default: "20" }, rates: { type: "string", default: "100,300" }, connections: { type: "string", default: "20" } },
});
const duration = Number(flags.duration);
const rates = flags.rates.split(",").map(Number);
const connections = Number(flags.connections);
if (![duration, connections, ...rates].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error("--duration, --rates and --connections take positive whole numbers, e.g. --duration 20 --rates 100,300 --connections 20");
}

const SHOP = { members: 3, jobsPerAccount: 1_000, activeJobs: 5, measurements: 20, photos: 4 };
const MEASUREMENTS_PER_JOB_MAX = 500;
const port = Number(process.env.LOAD_PORT ?? 8799);
const stateDir = ".wrangler/load-state";

/** One autocannon run at `rate` requests per second overall, each connection starting at another kind; latency per kind from each answer. */
function drive(base, requests, rate) {
  const byKind = new Map(requests.map((request) => [request.kind, { samples: [], failures: 0, firstFailure: null }]));
  for (const request of requests) {
    request.onResponse = (status, body) => {
      const kind = byKind.get(request.kind);
      if (status < 200 || status > 299) kind.firstFailure ??= `${status} ${String(body).slice(0, 200)}`;
    };
  }
  let started = 0;
  const startApart = (client) => {
    const first = started++ % requests.length;
    client.setRequests([...requests.slice(first), ...requests.slice(0, first)].map((request) => ({ ...request })));
  };
  const instance = autocannon({ url: base, requests, overallRate: rate, connections, duration, timeout: 10, setupClient: startApart });
  instance.on("response", (client, status, _bytes, ms) => {
    const kind = byKind.get(client.requestIterator.currentRequest.kind);
    kind.samples.push(ms);
    if (status < 200 || status > 299) kind.failures += 1;
  });
  return new Promise((resolve, reject) => {
    instance.on("done", (result) => resolve({ rate, byKind, sent: result.requests.total, errors: result.errors, timeouts: result.timeouts }));
    instance.on("error", reject);
  });
}

const server = await startServer({ port, stateDir, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: "1000", REPORT_D1_QUERIES: "1" } });
try {
  const { base } = server;
  const shop = await seedShop(base, stateDir, SHOP);
  const mix = shopMix(base, shop);
  const activeJobs = shop.accounts.length * SHOP.activeJobs;
  const perJob = SHOP.measurements + Math.ceil((rates.reduce((a, b) => a + b, 0) * duration * adds(mix)) / mix.length / activeJobs);
  if (perJob > MEASUREMENTS_PER_JOB_MAX) throw new Error(`these rates and duration would add about ${perJob} measurements to each active job, over the cap of ${MEASUREMENTS_PER_JOB_MAX}: shorten --duration`);

  const check = await checkEachOnce(base, mix);
  console.log(`Each kind once (status, D1 statements with the session lookup, bytes):\n  ${check.lines.join("\n  ")}`);
  if (check.failed) throw new Error("a request kind did not answer 2xx: see above");

  const phases = [];
  for (const rate of rates) {
    phases.push({ label: "alone", ...(await drive(base, [mix.find((request) => request.kind === TRIVIAL)], rate)) });
    phases.push({ label: "mix", ...(await drive(base, mix, rate)) });
  }
  const seeded = `${shop.accounts.length} accounts in a team, ${(shop.accounts.length * (SHOP.jobsPerAccount + SHOP.activeJobs)).toLocaleString("en-US")} jobs, ${activeJobs} active jobs with ${SHOP.measurements} measurements and ${SHOP.photos} photos each (photo ${(shop.photoBytes / 1024).toFixed(0)} KB, thumbnail ${(shop.thumbBytes / 1024).toFixed(0)} KB), 1 share link`;
  console.log(`\nLocal workerd at ${base}; ${seeded}. autocannon overallRate, ${connections} connections, ${duration} s a phase.\n`);
  if (printLoadTable(phases, TRIVIAL, duration)) process.exitCode = 1;
} finally {
  server.stop();
}
