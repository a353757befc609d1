// `npm run load`: serves the built app on local workerd (fresh D1/R2 state), seeds a busy shop (a team owner and
// three installers, 1,000 jobs each plus five active jobs each with measurements and photos, a share link) and
// drives its mixed traffic with autocannon at fixed overall rates (default 100 then 300 requests per second, each
// for --duration seconds): the jobs list (first page, the team's, a search), a job, its measurements, adding a
// measurement, a photo thumbnail, the share page and its API, and GET /api/health in the same mix. Before each mixed
// phase the trivial route runs alone at the same rate. Prints count, p50, p99 and non-2xx answers per rate and kind
// against the goal (p99 <= 2x the trivial route's in the same mix, no errors); exits non-zero on request errors only.
// Build first (`npm run build`). Flags: --duration 20, --rates 100,300, --connections 20.
import { parseArgs } from "node:util";
import { startServer } from "./bench/server.mjs";
import { drive } from "./load/drive.mjs";
import { TRIVIAL, adds, checkEachOnce, shopMix } from "./load/mix.mjs";
import { printCostTable, printLoadTable } from "./load/report.mjs";
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
const COST_RUNS = 200;
const port = Number(process.env.LOAD_PORT ?? 8799);
const stateDir = ".wrangler/load-state";

const server = await startServer({ port, stateDir, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: "1000", REPORT_D1_QUERIES: "1" } });
try {
  const { base } = server;
  const shop = await seedShop(base, stateDir, SHOP);
  const mix = shopMix(base, shop);
  const activeJobs = shop.accounts.length * SHOP.activeJobs;
  const perJob = SHOP.measurements + Math.ceil((COST_RUNS * adds(mix) + (rates.reduce((a, b) => a + b, 0) * duration * adds(mix)) / mix.length) / activeJobs);
  if (perJob > MEASUREMENTS_PER_JOB_MAX) throw new Error(`these rates and duration would add about ${perJob} measurements to each active job, over the cap of ${MEASUREMENTS_PER_JOB_MAX}: shorten --duration`);

  const check = await checkEachOnce(base, mix);
  console.log(`Each kind once (status, D1 statements with the session lookup, bytes):\n  ${check.lines.join("\n  ")}`);
  if (check.failed) throw new Error("a request kind did not answer 2xx: see above");

  const costs = [];
  for (const request of mix) costs.push(await drive(server, [request], { connections: 1, amount: COST_RUNS }));
  const phases = [];
  for (const rate of rates) {
    const load = { overallRate: rate, connections, duration };
    phases.push({ label: "alone", ...(await drive(server, [mix.find((request) => request.kind === TRIVIAL)], load)) });
    phases.push({ label: "mix", ...(await drive(server, mix, load)) });
  }
  const seeded = `${shop.accounts.length} accounts in a team, ${(shop.accounts.length * (SHOP.jobsPerAccount + SHOP.activeJobs)).toLocaleString("en-US")} jobs, ${activeJobs} active jobs with ${SHOP.measurements} measurements and ${SHOP.photos} photos each (photo ${(shop.photoBytes / 1024).toFixed(0)} KB, thumbnail ${(shop.thumbBytes / 1024).toFixed(0)} KB), 1 share link`;
  console.log(`\nLocal workerd at ${base}; ${seeded}.\n\nEach kind alone, ${COST_RUNS} requests in a row on one connection:`);
  if (printCostTable(costs)) process.exitCode = 1;
  console.log(`\nautocannon overallRate (the rate over all connections), ${connections} connections, ${duration} s a phase:`);
  if (printLoadTable(phases, TRIVIAL, duration)) process.exitCode = 1;
} finally {
  server.stop();
}
