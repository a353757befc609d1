import type { Db } from "../db/client";
import { clearEvents, countRecentEvents, recordEvents } from "../db/queries/rate-limits";
import { AppError } from "./errors";

const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type ThrottleRule = { limit: number; windowMs: number; message: string };

export const LOGIN_FAILURES: ThrottleRule = {
  limit: 10,
  windowMs: 10 * 60 * 1000,
  message: "Too many failed sign-in attempts.",
};

const DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR = 20;

/** New accounts per client address per hour; SIGNUPS_PER_ADDRESS_PER_HOUR overrides the default. */
export function signupsPerAddress(configured: string | undefined): ThrottleRule {
  const limit = Number(configured);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: "Too many accounts created from this network.",
  };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Throws a 429 with Retry-After when any key has used up the rule's allowance. */
export async function enforceThrottle(db: Db, keys: string[], rule: ThrottleRule, now = new Date()) {
  const rows = await countRecentEvents(db, keys, new Date(now.getTime() - rule.windowMs));
  const blocked = rows.filter((row) => row.total >= rule.limit && row.oldest);
  if (blocked.length === 0) return;
  const freeAt = Math.max(...blocked.map((row) => (row.oldest as Date).getTime() + rule.windowMs));
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError("rate_limited", `${rule.message} Try again in ${describeWait(retryAfter)}.`, {
    "Retry-After": String(retryAfter),
  });
}

export async function recordThrottleEvent(db: Db, keys: string[], now = new Date()) {
  await recordEvents(db, keys, now, new Date(now.getTime() - EVENT_RETENTION_MS));
}

export async function clearThrottle(db: Db, keys: string[]) {
  await clearEvents(db, keys);
}

export function clientAddress(headers: { header(name: string): string | undefined }): string {
  return headers.header("CF-Connecting-IP") ?? "unknown";
}
