import { roundDecimal } from "./number-text";
const DAY_MS = 86_400_000;

/** A rounded percent, or null when there is nothing to divide by (spec §9 success rate). */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/** An average duration in days to one decimal, or null when nothing was measured. */
export function averageDays(totalMs: number, count: number): number | null {
  return count > 0 ? Math.round((totalMs / count / DAY_MS) * 10) / 10 : null;
}

export function roundArea(squareFeet: number): number {
  return roundDecimal(squareFeet, 2);
}

/** The `count` largest by jobs, then by area, then by name, so ties always come out in the same order. */
export function topByJobs<T extends { jobs: number; squareFeet: number }>(rows: T[], name: (row: T) => string, count: number): T[] {
  return [...rows].sort((a, b) => b.jobs - a.jobs || b.squareFeet - a.squareFeet || name(a).localeCompare(name(b))).slice(0, count);
}
