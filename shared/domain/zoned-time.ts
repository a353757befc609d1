/** A calendar day with no time zone attached; months are 1 to 12. */
export type CivilDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const FIELDS: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};
/** Keyed by canonical names only, so no spelling a client sends can grow it beyond the zones that exist. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The runtime's own name for a zone ("europe/berlin" → "Europe/Berlin"), or null when it knows none by that name. */
export function canonicalTimeZone(value: string): string | null {
  if (!value || value.length > 64) return null;
  if (formatters.has(value)) return value;
  try {
    const formatter = new Intl.DateTimeFormat("en-US", { ...FIELDS, timeZone: value });
    const canonical = formatter.resolvedOptions().timeZone;
    if (!formatters.has(canonical)) formatters.set(canonical, canonical === value ? formatter : new Intl.DateTimeFormat("en-US", { ...FIELDS, timeZone: canonical }));
    return canonical;
  } catch {
    return null;
  }
}

export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const canonical = canonicalTimeZone(timeZone);
  if (!canonical) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return formatters.get(canonical)!;
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
