import { percentile } from "../bench/stats.mjs";

const GOAL_RATIO = 2;

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * Per rate: the trivial route alone, then each kind of the mix with its p99 over the trivial
 * route's p99 in the same mix, and whether the goal was met. Returns whether any request failed.
 */
export function printLoadTable(phases, trivialKind, duration) {
  const fmt = (ms) => (ms === undefined ? "-" : ms.toFixed(1)).padStart(8);
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
    if (transport > 0) met = false;
    const achieved = (phase) => (phase.sent / duration).toFixed(0);
    console.log(
      `       ${rate} req/s asked; sent ${achieved(alone)} (alone) and ${achieved(mix)} (mix) req/s; ${transport} connection errors or timeouts. ` +
        `Goal (every kind's p99 <= ${GOAL_RATIO}x the trivial route's in the mix, 0 errors): ${met ? "met" : "not met"}`,
    );
    for (const failure of failures) console.log(`       first non-2xx of ${failure}`);
  }
  return failed;
}
