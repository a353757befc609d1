import { and, count, gt, inArray, lt, min } from "drizzle-orm";
import type { Db } from "../client";
import { rateLimitEvents } from "../schema";

export async function countRecentEvents(db: Db, keys: string[], since: Date) {
  return db
    .select({ key: rateLimitEvents.key, total: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.key, keys), gt(rateLimitEvents.at, since)))
    .groupBy(rateLimitEvents.key)
    .all();
}

export async function recordEvents(db: Db, keys: string[], at: Date, pruneBefore: Date) {
  await db.batch([
    db.insert(rateLimitEvents).values(keys.map((key) => ({ key, at }))),
    db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, pruneBefore)),
  ]);
}

export async function clearEvents(db: Db, keys: string[]) {
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.key, keys));
}
