import { squareFeetToSquareMetres } from "./units";
import { vinylNeeded } from "./vinyl";

const NONE = "—";

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per precision, made once: a screen of measurement cards formats hundreds of areas, and making a formatter costs far more than using one. */
function decimals(value: number, min: number, max: number): string {
  const key = `${min}-${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format.format(value);
}

/** An area as a person reads it: digits grouped, at most two decimals ('1,234.5 sq ft'), or a dash when unknown. */
export function formatSquareFeet(squareFeet: number | null | undefined): string {
  return squareFeet === null || squareFeet === undefined ? NONE : `${decimals(squareFeet, 0, 2)} sq ft`;
}

/** An area to the hundredth, as measurement cards and totals show it ('20.00 sq ft'). */
export function formatSquareFeetExact(squareFeet: number): string {
  return `${decimals(squareFeet, 2, 2)} sq ft`;
}

export function formatSquareMetres(squareFeet: number): string {
  return `${decimals(squareFeetToSquareMetres(squareFeet), 2, 2)} m²`;
}

/** Vinyl needed for a job's total area with the 15% waste allowance, one decimal (spec §9); a dash when the area is unknown. */
export function formatVinylNeeded(totalSquareFeet: number | null | undefined): string {
  return totalSquareFeet === null || totalSquareFeet === undefined ? NONE : `${decimals(vinylNeeded(totalSquareFeet), 1, 1)} sq ft`;
}
