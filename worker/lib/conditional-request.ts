/**
 * Conditional requests (RFC 9110 section 13) evaluated against a stored object's entity tag and
 * upload time. Every header is parsed here: a value that does not follow the grammar is treated as
 * absent, so no header can make the storage layer throw.
 */

export type EntityTag = { weak: boolean; opaque: string };

/** What the stored object offers to compare against: its opaque tag (without quotes) and when it was written (null: no date is offered, and date preconditions are ignored). */
export type Validators = { etag: string; lastModified: Date | null };

export type Outcome = "proceed" | "not-modified" | "precondition-failed";

/** One list member: optional `W/`, then a quoted run of etagc (%x21 / %x23-7E / obs-text), then a comma or the end. */
const LIST_MEMBER = /[ \t]*(?:(W\/)?"([\x21\x23-\x7e\x80-\xff]*)")?[ \t]*(?:,|$)/y;

/** `*`, or the entity tags of a comma-separated list (empty members allowed, as for every list in RFC 9110 5.6.1); null when malformed or empty. */
export function parseEntityTags(value: string | null): "*" | EntityTag[] | null {
  if (value === null) return null;
  const text = value.trim();
  if (text === "*") return "*";
  const tags: EntityTag[] = [];
  let at = 0;
  while (at < text.length) {
    LIST_MEMBER.lastIndex = at;
    const member = LIST_MEMBER.exec(text);
    if (!member || member[0] === "") return null;
    if (member[2] !== undefined) tags.push({ weak: member[1] !== undefined, opaque: member[2] });
    at = LIST_MEMBER.lastIndex;
  }
  return tags.length > 0 ? tags : null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const LONG_DAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTH = `(${MONTHS.join("|")})`;
const TIME = "(\\d{2}):(\\d{2}):(\\d{2})";
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
const RFC850_DATE = new RegExp(`^${LONG_DAY}, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

function utc(year: number, month: string, day: number, hour: number, minute: number, second: number): Date | null {
  const monthIndex = MONTHS.indexOf(month);
  if (hour > 23 || minute > 59 || second > 60) return null;
  const date = new Date(Date.UTC(year, monthIndex, day, hour, minute, Math.min(second, 59)));
  return date.getUTCFullYear() === year && date.getUTCMonth() === monthIndex && date.getUTCDate() === day ? date : null;
}

/** An HTTP-date in any of the three forms a recipient must accept (RFC 9110 5.6.7); null for anything else. */
export function parseHttpDate(value: string | null, now = new Date()): Date | null {
  if (value === null) return null;
  const text = value.trim();
  let match = IMF_FIXDATE.exec(text);
  if (match) return utc(Number(match[3]), match[2]!, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6]));
  match = RFC850_DATE.exec(text);
  if (match) {
    // A two-digit year more than 50 years ahead is read as the most recent past year with those digits.
    const twoDigits = Number(match[3]);
    const century = Math.floor(now.getUTCFullYear() / 100) * 100;
    const year = century + twoDigits > now.getUTCFullYear() + 50 ? century - 100 + twoDigits : century + twoDigits;
    return utc(year, match[2]!, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6]));
  }
  match = ASCTIME_DATE.exec(text);
  if (match) return utc(Number(match[6]), match[1]!, Number(match[2]!.trim()), Number(match[3]), Number(match[4]), Number(match[5]));
  return null;
}

function anyMatches(tags: "*" | EntityTag[], etag: string, strong: boolean): boolean {
  if (tags === "*") return true;
  return tags.some((tag) => tag.opaque === etag && !(strong && tag.weak));
}

/** HTTP dates have whole seconds, so the object's time is compared at that precision. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/**
 * The answer the preconditions call for, in RFC 9110 13.2.2's order, for an object that exists:
 * If-Match (strong), else If-Unmodified-Since; then If-None-Match (weak), else If-Modified-Since
 * (GET and HEAD only; a date in the future is not valid).
 */
export function evaluatePreconditions(request: { method: string; headers: Headers }, current: Validators, now = new Date()): Outcome {
  const { headers } = request;
  const readsOnly = request.method === "GET" || request.method === "HEAD";
  const lastModified = current.lastModified ? wholeSeconds(current.lastModified) : null;
  const ifMatch = parseEntityTags(headers.get("If-Match"));
  if (ifMatch) {
    if (!anyMatches(ifMatch, current.etag, true)) return "precondition-failed";
  } else {
    const unmodifiedSince = parseHttpDate(headers.get("If-Unmodified-Since"), now);
    if (unmodifiedSince && lastModified !== null && lastModified > unmodifiedSince.getTime()) return "precondition-failed";
  }
  const ifNoneMatch = parseEntityTags(headers.get("If-None-Match"));
  if (ifNoneMatch) {
    if (anyMatches(ifNoneMatch, current.etag, false)) return readsOnly ? "not-modified" : "precondition-failed";
  } else if (readsOnly) {
    const modifiedSince = parseHttpDate(headers.get("If-Modified-Since"), now);
    if (modifiedSince && lastModified !== null && modifiedSince.getTime() <= now.getTime() && lastModified <= modifiedSince.getTime()) return "not-modified";
  }
  return "proceed";
}
