import { MONTHS, parseDate } from "./format";

/** 'MMM d, yyyy' in local time, or 'Unknown'. */
export function formatDay(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : "Unknown";
}

/** 'MMM d, yyyy • h:mm a' in local time, as in the client history timeline, or 'Unknown date'. */
export function formatTimeline(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return "Unknown date";
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${formatDay(value)} • ${hours}:${minutes} ${date.getHours() < 12 ? "AM" : "PM"}`;
}

/** The yyyy-mm-dd a date input wants, from a stored due date. */
export function toDateInput(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? date.toISOString().slice(0, 10) : "";
}

/** "just now", "12 min ago", "3 h ago", then the date and time. */
export function formatAge(value: string, now: number): string {
  const date = parseDate(value);
  if (!date) return "Unknown date";
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatTimeline(value);
}

/** 'MMM d' for a calendar day given as YYYY-MM-DD. */
export function formatCivilDay(key: string): string {
  const [, month, day] = key.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}`;
}
