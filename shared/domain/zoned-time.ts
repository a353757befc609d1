/** A calendar day with no time zone attached; months are 1 to 12. */
export type CivilDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading in `timeZone` at `instant`, as if it were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - (instant - (((instant % 1000) + 1000) % 1000));

export function civilDateAt(instant: number, timeZone: string): CivilDate {
  const wall = new Date(wallClock(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The instant the day starts in `timeZone`. Two passes settle the offset on either side of a DST
 * change; where midnight itself is skipped, the day starts at the first wall-clock time that exists.
 */
export function startOfDay(date: CivilDate, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return civilKey(civilDateAt(second, timeZone)) === civilKey(date) ? second : first;
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 for Monday through 6 for Sunday. */
export function weekdayOf(date: CivilDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

export function civilKey(date: CivilDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function parseCivilKey(key: string): CivilDate {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}
