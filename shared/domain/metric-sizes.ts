import { roundDecimal, toNumber } from "./number-text";
import { round2 } from "./units";

/** Sizes a metric shop types in metric and the app keeps in inches, feet or square feet, with two decimals. */
const METRIC_PER_STORED = { inches: 2.54, feet: 0.3048, squareFeet: 0.09290304 } as const;
export type SizeKind = keyof typeof METRIC_PER_STORED;

const SIZE_UNITS: Record<SizeKind, { imperial: string; metric: string }> = {
  inches: { imperial: "in", metric: "cm" },
  feet: { imperial: "ft", metric: "m" },
  squareFeet: { imperial: "sq ft", metric: "m²" },
};

export const sizeUnit = (kind: SizeKind, metric: boolean) => SIZE_UNITS[kind][metric ? "metric" : "imperial"];

export const storedFromMetric = (value: number, kind: SizeKind) => round2(value / METRIC_PER_STORED[kind]);

/** A stored size in metric as a person would have typed it: the fewest decimals that store as the same value (60 in is 152.4 cm, 59.84 in is 152 cm). */
export function metricFromStored(stored: number, kind: SizeKind): number {
  const exact = stored * METRIC_PER_STORED[kind];
  for (let decimals = 0; decimals < 4; decimals += 1) {
    const candidate = roundDecimal(exact, decimals);
    if (storedFromMetric(candidate, kind) === round2(stored)) return candidate;
  }
  return roundDecimal(exact, 4);
}

/** A stored size as a form shows it: as stored, or in metric for a metric shop; blank when there is none. */
export const sizeText = (stored: number | null | undefined, kind: SizeKind, metric: boolean) =>
  stored === null || stored === undefined ? "" : String(metric ? metricFromStored(stored, kind) : stored);

/** A size typed in a form as the server takes it: a metric number in the stored unit; anything else as typed, for the schema to judge. */
export function storedSizeInput(text: string, kind: SizeKind, metric: boolean): string | number {
  if (!metric) return text;
  const value = toNumber(text);
  return typeof value === "number" && Number.isFinite(value) ? storedFromMetric(value, kind) : text;
}

/**
 * A size's limits and unit as a form states them: as stored, or converted exactly into metric for a metric shop. A
 * metric size within them stores within the stored limits (two decimals round toward them), and every stored size
 * within those shows within these, so an estimate the server took can always be saved again.
 */
export const sizeLimits = (kind: SizeKind, min: number, max: number, metric: boolean) =>
  metric ? { min: roundDecimal(min * METRIC_PER_STORED[kind], 6), max: roundDecimal(max * METRIC_PER_STORED[kind], 6), unit: sizeUnit(kind, true) } : { min, max, unit: sizeUnit(kind, false) };
