import { performance } from "node:perf_hooks";

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(name, samples) {
  samples.sort((a, b) => a - b);
  return { name, runs: samples.length, median: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Runs `fn` sequentially `runs` times after `warmup` unmeasured runs; returns milliseconds. */
export async function measure(name, { runs, warmup = 3 }, fn) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await timed(fn));
  return summary(name, samples);
}

/** Runs the cases one after another, `runs` rounds of all of them, so that other load on the machine falls on each alike; a row per case. */
export async function measureInTurn(cases, { runs, warmup = 3 }) {
  for (let i = 0; i < warmup; i += 1) for (const { fn } of cases) await fn();
  const samples = cases.map(() => []);
  for (let i = 0; i < runs; i += 1) for (const [index, { fn }] of cases.entries()) samples[index].push(await timed(fn));
  return cases.map(({ name }, index) => summary(name, samples[index]));
}

export function printTable(rows, baseline) {
  const fmt = (ms) => ms.toFixed(2).padStart(9);
  console.log(`${"measurement".padEnd(52)} ${"runs".padStart(5)} ${"median ms".padStart(9)} ${"p95 ms".padStart(9)} ${"p99 ms".padStart(9)}  x trivial`);
  for (const row of rows) {
    const ratio = baseline ? (row.median / baseline.median).toFixed(1) : "";
    console.log(`${row.name.padEnd(52)} ${String(row.runs).padStart(5)} ${fmt(row.median)} ${fmt(row.p95)} ${fmt(row.p99)}  ${ratio.padStart(9)}`);
  }
}
