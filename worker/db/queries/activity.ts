import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { activityLogs } from "../schema";

export type ActivityEntry = { userId: string; jobId: string | null; action: string; details: string; timestamp?: Date };

/** Who made a change: a signed-in user, or a visitor with an edit link, logged under the job's owner with the name they typed. */
export type Actor = { userId: string; viaLinkAs?: string };

export const byActor = (actor: Actor) => (actor.viaLinkAs ? `, added by ${actor.viaLinkAs} through a share link` : "");

export function logActivity(db: Db, entry: ActivityEntry) {
  return db.insert(activityLogs).values(entry);
}

/**
 * An entry written only when `condition` holds inside the same batch, so a write that did not
 * happen is not logged. Drizzle inserts a raw select into every column in table order.
 */
export function logActivityIf(db: Db, entry: ActivityEntry, condition: SQL) {
  const at = (entry.timestamp ?? new Date()).getTime();
  return db
    .insert(activityLogs)
    .select(sql`select ${crypto.randomUUID()}, ${entry.userId}, ${entry.jobId}, ${entry.action}, ${entry.details}, ${at} where ${condition}`);
}
