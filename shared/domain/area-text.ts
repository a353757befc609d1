import { formatNumber } from "./number-text";
import { squareFeetToSquareMetres } from "./units";

/** What an unknown amount shows. */
export const NONE = "—";

/** An area as a person reads it: digits grouped, at most two decimals ('1,234.5 sq ft'), or a dash when unknown. */
export function formatSquareFeet(squareFeet: number | null | undefined): string {
  return squareFeet === null || squareFeet === undefined ? NONE : `${formatNumber(squareFeet, 2, 0)} sq ft`;
}

/** An area to the hundredth, as measurement cards and totals show it ('20.00 sq ft'). */
export function formatSquareFeetExact(squareFeet: number): string {
  return `${formatNumber(squareFeet, 2, 2)} sq ft`;
}

export function formatSquareMetres(squareFeet: number): string {
  return `${formatNumber(squareFeetToSquareMetres(squareFeet), 2, 2)} m²`;
}

/** An area's square-feet text with square metres beside it in metric: '20.00 sq ft (1.86 m²)'. */
export const withSquareMetres = (text: string, squareFeet: number, metric: boolean) => (metric ? `${text} (${formatSquareMetres(squareFeet)})` : text);

/** A total area as cards show it: '120 sq ft', '120 sq ft (11.15 m²)' in metric, or the dash for none. */
export const formatArea = (squareFeet: number | null, metric: boolean) =>
  squareFeet === null ? formatSquareFeet(null) : withSquareMetres(formatSquareFeet(squareFeet), squareFeet, metric);
