import { type LengthUnit, SQUARE_INCHES_PER_SQUARE_FOOT, formatLength, round2, toInches } from "./units";
import { panelLabel } from "./panels";

export type Dimensions = { width?: number | null; height?: number | null; length?: number | null };

/** Square feet from inches: width x height, else length x height, two decimals; null when neither pair is known. */
export function measurementSquareFeet({ width, height, length }: Dimensions): number | null {
  if (!height) return null;
  const across = width || length;
  return across ? round2((across * height) / SQUARE_INCHES_PER_SQUARE_FOOT) : null;
}

/** Parses a typed length as the inches that will be stored; non-numbers, and lengths that cannot be, count as 0. */
export function typedInches(text: string, unit: LengthUnit): number {
  const number = Number.parseFloat(text);
  return Number.isFinite(number) && number > 0 ? toInches(number, unit) : 0;
}

/** The dialog's live preview: the product of the two entered values, in square feet to two decimals. */
export function previewSquareFeet(width: string, height: string, unit: LengthUnit = "in"): number {
  return round2((typedInches(width, unit) * typedInches(height, unit)) / SQUARE_INCHES_PER_SQUARE_FOOT);
}

/** The default label: the panel name plus width and height in inches, as 'Hood 60" x 48"'. */
export function defaultMeasurementLabel(panel: string | null, { width, height, length }: Dimensions): string {
  const sizes = [width || length, height].filter((value): value is number => Boolean(value)).map((value) => formatLength(value));
  return [panelLabel(panel), sizes.join(" x ")].filter(Boolean).join(" ");
}

export function sumSquareFeet(values: (number | null)[]): number {
  return round2(values.reduce<number>((sum, value) => sum + (value ?? 0), 0));
}

/** What a measurement is called on cards, in the shared view and in the activity log: its label, or the default label. */
export function measurementTitle(measurement: Dimensions & { panel: string | null; label: string | null }): string {
  return measurement.label || defaultMeasurementLabel(measurement.panel, measurement);
}
