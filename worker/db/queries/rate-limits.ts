import { type SQL, and, count, gt, inArray, lt, min, sql } from "drizzle-orm";
import type { Db } from "../client";
import { rateLimitEvents } from "../schema";
import { insertWhere } from "./insert-where";

export function countRecentEvents(db: Db, keys: string[], since: Date) {
  return db
    .select({ key: rateLimitEvents.key, total: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.key, keys), gt(rateLimitEvents.at, since)))
    .groupBy(rateLimitEvents.key);
}

/**
 * Records one event per key and counts each key's recent events in one batch (one D1
 * transaction), so parallel requests see each other's events and cannot all pass a limit.
 */
export async function recordAndCountEvents(db: Db, keys: string[], at: Date, since: Date, pruneBefore: Date) {
  const [inserted, counts] = await db.batch([
    db.insert(rateLimitEvents).values(keys.map((key) => ({ key, at }))).returning({ id: rateLimitEvents.id }),
    countRecentEvents(db, keys, since),
    db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, pruneBefore)),
  ]);
  return { ids: inserted.map((row) => row.id), counts };
}

/** Withdraws the given events and forgets every event under the given keys, in one batch. */
export async function deleteEvents(db: Db, ids: number[], keys: string[] = []) {
  const statements = [
    ...(ids.length ? [db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids))] : []),
    ...(keys.length ? [db.delete(rateLimitEvents).where(inArray(rateLimitEvents.key, keys))] : []),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** True inside a statement while no event under `key` is newer than `since`. */
export function noEventSince(key: string, since: Date): SQL {
  return sql`not exists (select 1 from ${rateLimitEvents} where ${rateLimitEvents.key} = ${key} and ${rateLimitEvents.at} > ${since.getTime()})`;
}

/** Records an event under `key` only when `condition` holds, for a batch that counts something once per window. */
export function recordEventIf(db: Db, key: string, at: Date, condition: SQL) {
  return insertWhere(db, rateLimitEvents, { key, at }, condition);
}
