import { formatSquareFeetExact, withSquareMetres } from "../../shared/domain/area-text";
import type { LengthUnit } from "../../shared/domain/units";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A due date is a calendar day, read in UTC as the app shows it: 'Mar 05, 2026'. */
export function calendarDay(date: Date | string | null): string | null {
  if (!date) return null;
  const day = new Date(date);
  return `${MONTHS[day.getUTCMonth()]} ${String(day.getUTCDate()).padStart(2, "0")}, ${day.getUTCFullYear()}`;
}

/** The day an instant falls on in the reader's time zone: 'Mar 5, 2026'. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric" }).format(instant);
}

export function money(amount: number | null, currency: string): string | null {
  return amount === null ? null : new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
}

/** A price per unit as it was entered, to four decimals where it has them (¥333.3, $0.0375), so that rate × quantity checks against the cost beside it. */
export function rate(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 4 }).format(amount);
}

/** The unit a length measured in `unit` is shown in: as measured, but centimetres for inches and feet when the reader works in metric. */
export const shownUnit = (unit: LengthUnit, metric: boolean): LengthUnit => (metric && (unit === "in" || unit === "ft") ? "cm" : unit);

/** Square feet to the hundredth, with square metres beside them for a metric reader. */
export function area(squareFeet: number, metric: boolean): string {
  return withSquareMetres(formatSquareFeetExact(squareFeet), squareFeet, metric);
}
