const NONE = "—";

export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** An average duration: a dash when there is none, "Under a day", or "2.5 days". */
export function daysText(days: number | null): string {
  if (days === null) return NONE;
  return days < 1 ? "Under a day" : countOf(days, "day");
}

export function percentText(value: number | null): string {
  return value === null ? NONE : `${value}%`;
}
