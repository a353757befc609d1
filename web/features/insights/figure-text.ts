import { countOf } from "../../lib/format";

const NONE = "—";

/** An average duration: a dash when there is none, "Under a day", or "2.5 days". */
export function daysText(days: number | null): string {
  if (days === null) return NONE;
  return days < 1 ? "Under a day" : countOf(days, "day");
}

export function percentText(value: number | null): string {
  return value === null ? NONE : `${value}%`;
}
