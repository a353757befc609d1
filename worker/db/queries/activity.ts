import { type SQL, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { activityLogs } from "../schema";
import type { PageCursor } from "../../lib/page-cursor";
import { type JobGrant, jobsSharedWith } from "./access";

/** `userId` is who acted; `ownerId` is whose history it joins: the job's owner, or the actor for an entry without a job. */
export type ActivityEntry = { userId: string; ownerId: string; jobId: string | null; action: string; details: string; timestamp?: Date };

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
    .select(sql`select ${crypto.randomUUID()}, ${entry.userId}, ${entry.jobId}, ${entry.ownerId}, ${entry.action}, ${entry.details}, ${at} where ${condition}`);
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

export type FeedRow = {
  id: string;
  seq: number;
  action: string;
  details: string | null;
  timestamp: number;
  jobId: string | null;
  jobName: string | null;
  clientName: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  canOpen: number;
};

/**
 * The caller's activity, newest first: their own entries, entries others made on their jobs (a
 * team member with a share, a visitor with an edit link) and entries on jobs shared with them
 * while the share lasts. The first two are ranges of (user_id | owner_id, timestamp); the shared
 * jobs are walked by (job_id, timestamp). Each source is cut to one page before they are merged.
 */
export function activityFeed(db: Db, userId: string, limit: number, after: PageCursor | undefined, now: Date) {
  const before = (alias: string) => {
    if (!after) return sql.raw("1");
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    return sql`(${column("timestamp")} < ${after.at.getTime()} or (${column("timestamp")} = ${after.at.getTime()} and ${column("rowid")} < ${Number(after.id)}))`;
  };
  return db.all<FeedRow>(sql`
    with feed as (
      select * from (
        select a.rowid as seq, a.id, a.action, a.details, a.timestamp, a.job_id from activity_logs a
        where a.user_id = ${userId} and ${before("a")}
        order by a.timestamp desc, a.rowid desc limit ${limit})
      union
      select * from (
        select a.rowid as seq, a.id, a.action, a.details, a.timestamp, a.job_id from activity_logs a
        where a.owner_id = ${userId} and a.user_id <> ${userId} and ${before("a")}
        order by a.timestamp desc, a.rowid desc limit ${limit})
      union
      select * from (
        select a.rowid as seq, a.id, a.action, a.details, a.timestamp, a.job_id from activity_logs a
        where a.job_id in ${jobsSharedWith(userId, now)} and a.user_id <> ${userId} and ${before("a")}
        order by a.timestamp desc, a.rowid desc limit ${limit}))
    select feed.seq, feed.id, feed.action, feed.details, feed.timestamp, feed.job_id as jobId, j.job_name as jobName,
      j.client_name as clientName, j.vehicle_year as vehicleYear, j.vehicle_make as vehicleMake, j.vehicle_model as vehicleModel,
      coalesce(j.user_id = ${userId} or j.id in ${jobsSharedWith(userId, now)}, 0) as canOpen
    from feed left join jobs j on j.id = feed.job_id
    order by feed.timestamp desc, feed.seq desc limit ${limit}`);
}
