import { type SQL, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { activityLogs } from "../schema";
import type { JobGrant } from "./access";

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

export function recentJobActivity(db: Db, grant: JobGrant, limit: number) {
  return db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.jobId, grant.job.id))
    .orderBy(desc(activityLogs.timestamp), desc(sql`rowid`))
    .limit(limit)
    .all();
}
