import { roundDecimal } from "./number-text";
export const LENGTH_UNITS = ["in", "ft", "cm", "m"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const LENGTH_UNIT_LABELS: Record<LengthUnit, string> = {
  in: "Inches",
  ft: "Feet",
  cm: "Centimetres",
  m: "Metres",
};

const INCHES_PER_UNIT: Record<LengthUnit, number> = { in: 1, ft: 12, cm: 1 / 2.54, m: 100 / 2.54 };
export const SQUARE_INCHES_PER_SQUARE_FOOT = 144;
const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

export const round2 = (value: number) => roundDecimal(value, 2);

/** Inches with the stored precision (two decimals). */
export function toInches(value: number, unit: LengthUnit): number {
  return round2(value * INCHES_PER_UNIT[unit]);
}

export function fromInches(inches: number, unit: LengthUnit): number {
  return inches / INCHES_PER_UNIT[unit];
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return (value * INCHES_PER_UNIT[from]) / INCHES_PER_UNIT[to];
}

export function squareFeetToSquareMetres(squareFeet: number): number {
  return round2(squareFeet * SQUARE_METRES_PER_SQUARE_FOOT);
}

export function squareMetresToSquareFeet(squareMetres: number): number {
  return round2(squareMetres / SQUARE_METRES_PER_SQUARE_FOOT);
}

/** A shop that measures in centimetres or metres (Settings' length unit) sees areas and rolls in metric, on screen and in its PDFs. */
export const isMetric = (unit: LengthUnit) => unit === "cm" || unit === "m";
