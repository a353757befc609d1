/**
 * Rate limits kept as timestamped events in D1 (`rate_limit_events`). An attempt takes a slot by
 * recording its event and counting in one batch before any expensive work, so a burst of
 * parallel requests cannot all pass; an attempt over the limit withdraws its event.
 */
import type { Db } from "../db/client";
import { countRecentEvents, deleteEvents, recordAndCountEvents } from "../db/queries/rate-limits";
import { AppError } from "./errors";
import { keyedHash } from "./keyed-hash";

const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type ThrottleRule = { limit: number; windowMs: number; message: string };

export const LOGIN_FAILURES: ThrottleRule = {
  limit: 10,
  windowMs: 10 * 60 * 1000,
  message: "Too many failed sign-in attempts.",
};

/** Provider sign-ins that came back wrong (bad state, a token that fails its checks, an error), per address. */
export const PROVIDER_CALLBACK_FAILURES: ThrottleRule = {
  limit: 20,
  windowMs: 10 * 60 * 1000,
  message: "Too many failed sign-ins through the provider.",
};

/** Sign-up answers saying an email or username is taken, per address: each one tells whether an account exists. */
export const SIGNUP_CLASHES: ThrottleRule = {
  limit: 10,
  windowMs: HOUR_MS,
  message: "Too many sign-up attempts with emails or usernames that are already taken.",
};

/** Password changes (each one checks the current password) per account. */
export const PASSWORD_CHANGES: ThrottleRule = {
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: "Too many password changes tried.",
};

/** Restores and imports of backups, refused ones too: each can unpack and store a whole job's photos and files. */
export const BACKUP_RESTORES: ThrottleRule = {
  limit: 30,
  windowMs: HOUR_MS,
  message: "Too many backups restored or imported in the last hour.",
};

/** Attempts to delete an account (each one checks the password) per account. */
export const ACCOUNT_DELETIONS: ThrottleRule = {
  limit: 5,
  windowMs: HOUR_MS,
  message: "Too many attempts to delete this account.",
};

/** Unknown, expired or deactivated share links opened from one address: a real visitor mistypes a few, a guesser many. */
export const SHARE_LINK_MISSES: ThrottleRule = {
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: "Too many invalid share links opened from this network.",
};

/**
 * Writes through share links, counted under the link and under the visitor's address together: a
 * shared link cannot be used to flood a job, and one address cannot spread a flood over many links.
 * An attempt refused after its slot was taken (a bad image, a full job) keeps the slot: it cost the
 * same work, and a stream of refused uploads must be limited too.
 */
export const LINK_PHOTOS: ThrottleRule = {
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: "Too many photos added through this link or from this network.",
};

export const LINK_MEASUREMENTS: ThrottleRule = {
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: "Too many measurements added through this link or from this network.",
};

/**
 * A report drawn through a share link reads the job's photos and lays out a PDF each time: anyone holding a link
 * (a QR sticker on a van) gets a few every 10 minutes, per link and per address, as the writes above.
 */
export const LINK_REPORTS: ThrottleRule = {
  limit: 10,
  windowMs: 10 * 60 * 1000,
  message: "Too many reports downloaded through this link or from this network.",
};

/** Marked designs sent through a link, refused ones too: each is a 12 MB form to read and check. */
export const LINK_MARKS: ThrottleRule = {
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: "Too many marked designs sent through this link or from this network.",
};

export const linkThrottleKeys = (kind: "photo" | "measurement" | "report" | "marks", shareId: string, address: string) => [`link-${kind}:share:${shareId}`, `link-${kind}:ip:${address}`];

/** A share page view counts once per address and link in this window; the count is a figure owners read. */
export const SHARE_VIEW_WINDOW_MS = 10 * 60 * 1000;

export const shareViewKey = (shareId: string, address: string) => `view:${shareId}:${address}`;

/** New accounts per client address per hour (SIGNUPS_PER_ADDRESS_PER_HOUR, worker/config.ts). */
export function signupsPerAddress(limit: number): ThrottleRule {
  return {
    limit,
    windowMs: HOUR_MS,
    message: "Too many accounts created from this network.",
  };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

type KeyCount = { total: number; oldest: Date | null };

function rateLimited(rule: ThrottleRule, blocked: KeyCount[], now: Date): AppError {
  const freeAt = Math.max(...blocked.map((row) => (row.oldest ?? now).getTime() + rule.windowMs));
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return new AppError("rate_limited", `${rule.message} Try again in ${describeWait(retryAfter)}.`, {
    "Retry-After": String(retryAfter),
  });
}

/** Throws a 429 with Retry-After when any key has used up the rule's allowance; records nothing. */
export async function enforceThrottle(db: Db, keys: string[], rule: ThrottleRule, now = new Date()) {
  const rows = await countRecentEvents(db, keys, new Date(now.getTime() - rule.windowMs));
  const blocked = rows.filter((row) => row.total >= rule.limit);
  if (blocked.length > 0) throw rateLimited(rule, blocked, now);
}

export type ThrottleSlot = { eventIds: number[] };

/** Counts this attempt under every key at once; throws a 429 (and counts nothing) when any key is over the limit. */
export async function takeThrottleSlot(db: Db, keys: string[], rule: ThrottleRule, now = new Date()): Promise<ThrottleSlot> {
  const since = new Date(now.getTime() - rule.windowMs);
  const { ids, counts } = await recordAndCountEvents(db, keys, now, since, new Date(now.getTime() - EVENT_RETENTION_MS));
  const blocked = counts.filter((row) => row.total > rule.limit);
  if (blocked.length === 0) return { eventIds: ids };
  await deleteEvents(db, ids);
  throw rateLimited(rule, blocked, now);
}

/** Gives the attempt back (it turned out not to count) and forgets everything under `clearKeys`. */
export async function releaseThrottleSlot(db: Db, slot: ThrottleSlot, clearKeys: string[] = []) {
  await deleteEvents(db, slot.eventIds, clearKeys);
}

/** A typed username or email as one name, however it was cased or composed; pseudonymised before it is counted. */
export const typedNameKey = (typed: string) => typed.normalize("NFKC").toLowerCase();

export type LoginThrottleKeys = { counted: string[]; forgetOnSuccess: string[] };

/**
 * A sign-in counts against the account (its id, or the normalised typed name when no account
 * matches) and the address; from a device trusted for the account, against that device only.
 */
export function loginThrottleKeys(attempt: {
  userId: string | undefined;
  typedName: string;
  address: string;
  deviceId: string | undefined;
}): LoginThrottleKeys {
  if (attempt.deviceId) {
    const device = `login:device:${attempt.deviceId}`;
    return { counted: [device], forgetOnSuccess: [device] };
  }
  const account = attempt.userId ? `login:account:${attempt.userId}` : `login:name:${attempt.typedName}`;
  return { counted: [account, `login:ip:${attempt.address}`], forgetOnSuccess: [account] };
}

/**
 * What a limit counts instead of an address or a typed name: an HMAC under a key only the database holds, so the
 * day of events it keeps says nobody's address or what they typed, and the same caller still counts as one.
 */
export const pseudonym = (db: Db, text: string) => keyedHash(db, "throttle_key", text);

/** The caller's address as limits count it (see `pseudonym`). */
export const clientAddress = (db: Db, headers: { header(name: string): string | undefined }) => pseudonym(db, headers.header("CF-Connecting-IP") ?? "unknown");
