import { percentile } from "../bench/stats.mjs";

const GOAL_RATIO = 2;
const RATE_KEPT = 0.95;

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const fmt = (ms) => (ms === undefined ? "-" : ms.toFixed(1)).padStart(8);

/**
 * Each kind on its own, one request at a time: latency, and the server's CPU time a request, which
 * bounds the rate one workerd (one thread for the Worker and local D1) can answer. Returns whether any request failed.
 */
export function printCostTable(costs) {
  let failed = false;
  console.log(`       ${"request".padEnd(42)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)}  workerd CPU ms a request`);
  for (const cost of costs) {
    const [[kind, stats]] = cost.byKind;
    const { count, p50, p99 } = summary(stats.samples);
    failed ||= stats.failures > 0 || cost.errors + cost.timeouts > 0;
    console.log(`       ${kind.padEnd(42)} ${String(count).padStart(6)} ${fmt(p50)} ${fmt(p99)} ${String(stats.failures).padStart(8)}  ${(cost.cpu.server / cost.answered).toFixed(1).padStart(24)}`);
    if (stats.firstFailure) console.log(`       first non-2xx: ${stats.firstFailure}`);
    if (cost.reloaded) console.log("       wrangler reloaded the Worker during this kind's requests: its figures are not valid, run again");
  }
  return failed;
}

/**
 * Per rate: the trivial route alone, then each kind of the mix with its p99 over the trivial
 * route's p99 in the same mix, and whether the goal was met. Returns whether any request failed.
 */
export function printLoadTable(phases, trivialKind, duration) {
  let failed = false;
  console.log(`${"rate".padStart(5)}  ${"request".padEnd(42)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)}  p99/trivial`);
  for (const rate of [...new Set(phases.map((phase) => phase.rate))]) {
    const alone = phases.find((phase) => phase.rate === rate && phase.label === "alone");
    const mix = phases.find((phase) => phase.rate === rate && phase.label === "mix");
    const trivial = summary(mix.byKind.get(trivialKind).samples);
    const rows = [[`${trivialKind}, alone`, alone.byKind.get(trivialKind), null], ...[...mix.byKind].map(([kind, stats]) => [kind, stats, trivial.p99])];
    let met = true;
    for (const [name, stats, reference] of rows) {
      const { count, p50, p99 } = summary(stats.samples);
      const ratio = reference ? p99 / reference : null;
      if (reference && (ratio > GOAL_RATIO || stats.failures > 0)) met = false;
      console.log(`${String(rate).padStart(5)}  ${name.padEnd(42)} ${String(count).padStart(6)} ${fmt(p50)} ${fmt(p99)} ${String(stats.failures).padStart(8)}  ${ratio === null ? "" : ratio.toFixed(1).padStart(11)}`);
    }
    const transport = [alone, mix].reduce((sum, phase) => sum + phase.errors + phase.timeouts, 0);
    const failures = [alone, mix].flatMap((phase) => [...phase.byKind].filter(([, stats]) => stats.failures > 0).map(([kind, stats]) => `${kind}: ${stats.firstFailure}`));
    failed ||= transport > 0 || failures.length > 0;
    const kept = mix.answered >= RATE_KEPT * rate * duration;
    if (transport > 0 || !kept || alone.reloaded || mix.reloaded) met = false;
    const share = (ms) => `${((ms / 1000 / duration) * 100).toFixed(0)}%`;
    const answered = (phase) =>
      `${(phase.answered / duration).toFixed(0)} req/s (workerd CPU ${(phase.cpu.server / phase.answered).toFixed(1)} ms a request, ${share(phase.cpu.server)} of a core, ` +
      `waiting for a CPU ${share(phase.cpu.serverWaiting)}; autocannon ${share(phase.cpu.client)})`;
    console.log(`       asked ${rate} req/s; answered alone ${answered(alone)}, in the mix ${answered(mix)}; ${transport} connection errors or timeouts.`);
    console.log(
      `       Goal at ${rate} req/s (the rate kept within ${Math.round((1 - RATE_KEPT) * 100)}%, every kind's p99 <= ${GOAL_RATIO}x the trivial route's in the mix, 0 errors): ` +
        `${met ? "met" : `not met${kept ? "" : " (the rate was not kept: the latencies are mostly queueing)"}`}`,
    );
    for (const failure of failures) console.log(`       first non-2xx of ${failure}`);
    if (alone.reloaded || mix.reloaded) console.log("       wrangler reloaded the Worker during this rate's phases (a watched file changed): its latencies and CPU figures are not valid, run again");
  }
  return failed;
}
