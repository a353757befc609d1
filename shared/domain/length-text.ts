import { formatNumber, roundDecimal } from "./number-text";
import { type LengthUnit, fromInches, toInches } from "./units";

const LENGTH_UNIT_SYMBOLS: Record<LengthUnit, string> = { in: '"', ft: "'", cm: " cm", m: " m" };

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

/** The decimals of a length the app worked out: to the centimetre in metric, the hundredth of an inch or foot. */
const WORKED_DECIMALS: Record<LengthUnit, number> = { in: 2, ft: 2, cm: 1, m: 2 };

/**
 * A length the app worked out (a vehicle's panel, a piece placed on the roll with its bleed) rounded as a cutter reads
 * it: 48 in is '1.22 m', not the '1.2192 m' that `formatLength` gives to keep what was typed.
 */
export function formatWorkedLength(inches: number, unit: LengthUnit = "in"): string {
  return `${formatNumber(fromInches(inches, unit), WORKED_DECIMALS[unit])}${LENGTH_UNIT_SYMBOLS[unit]}`;
}

type Sizes = { width: number | null; height: number | null; length: number | null };

/**
 * A measurement's sizes for a report or the client's page: '60" x 48"' (width, or else length, by height), and each
 * one named when a length goes with a width ('W 48" x H 102" x L 636"'), so none is dropped or mistaken for another.
 */
export function sizesText({ width, height, length }: Sizes, unit: LengthUnit): string {
  if (width !== null && length !== null) {
    const named: [string, number | null][] = [["W", width], ["H", height], ["L", length]];
    return named.flatMap(([name, value]) => (value === null ? [] : [`${name} ${formatLength(value, unit)}`])).join(" x ");
  }
  return [width ?? length, height].flatMap((value) => (value === null ? [] : [formatLength(value, unit)])).join(" x ");
}
