import { formatNumber, roundDecimal } from "./number-text";
export const LENGTH_UNITS = ["in", "ft", "cm", "m"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const LENGTH_UNIT_LABELS: Record<LengthUnit, string> = {
  in: "Inches",
  ft: "Feet",
  cm: "Centimetres",
  m: "Metres",
};

const LENGTH_UNIT_SYMBOLS: Record<LengthUnit, string> = { in: '"', ft: "'", cm: " cm", m: " m" };

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

/** The most decimals a length in each unit is shown with: enough for every stored hundredth of an inch. */
const SHOWN_DECIMALS: Record<LengthUnit, number> = { in: 2, ft: 4, cm: 2, m: 4 };

/**
 * Stored inches in `unit` as the user would have typed them: the value with the fewest decimals that stores as the
 * same inches. 120 cm is kept as 47.24 in, which is 119.9896 cm; it is shown as 120, and 121.92 cm (48 in) as typed.
 */
export function shownLength(inches: number, unit: LengthUnit): number {
  const exact = fromInches(inches, unit);
  for (let decimals = 0; decimals < SHOWN_DECIMALS[unit]; decimals += 1) {
    const candidate = roundDecimal(exact, decimals);
    if (toInches(candidate, unit) === inches) return candidate;
  }
  return roundDecimal(exact, SHOWN_DECIMALS[unit]);
}

/** A length for people, as it was typed (`shownLength`), grouped, with the unit's symbol. */
export function formatLength(inches: number, unit: LengthUnit = "in"): string {
  return `${formatNumber(shownLength(inches, unit), SHOWN_DECIMALS[unit])}${LENGTH_UNIT_SYMBOLS[unit]}`;
}
