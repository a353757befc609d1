import { toNumber } from "./number-text";
import { type LengthUnit, SQUARE_INCHES_PER_SQUARE_FOOT, round2, toInches } from "./units";

export type Dimensions = { width?: number | null; height?: number | null; length?: number | null };

/** Square feet from inches: width x height, else length x height, two decimals; null when neither pair is known. */
export function measurementSquareFeet({ width, height, length }: Dimensions): number | null {
  if (!height) return null;
  const across = width || length;
  return across ? round2((across * height) / SQUARE_INCHES_PER_SQUARE_FOOT) : null;
}

/** Parses a typed length as the inches that will be stored, as strictly as the server reads it ("60,5" and "60in" are not numbers); non-numbers, and lengths that cannot be, count as 0. */
export function typedInches(text: string, unit: LengthUnit): number {
  const number = toNumber(text);
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? toInches(number, unit) : 0;
}

/** The dialog's live preview: the product of the two entered values, in square feet to two decimals. */
export function previewSquareFeet(width: string, height: string, unit: LengthUnit = "in"): number {
  return round2((typedInches(width, unit) * typedInches(height, unit)) / SQUARE_INCHES_PER_SQUARE_FOOT);
}

export function sumSquareFeet(values: (number | null)[]): number {
  return round2(values.reduce<number>((sum, value) => sum + (value ?? 0), 0));
}
