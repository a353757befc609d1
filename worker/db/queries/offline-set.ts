/**
 * The jobs a phone keeps for working without signal: every job of the user's in progress or
 * quoted, and their most recently updated jobs, each with its measurements. Jobs come from the
 * user's own and those shared with them (the dashboard's "mine"), read as the access table says.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { OWNER_ACCESS } from "../../../shared/schemas/job";
import type { Db } from "../client";
import { jobShares, jobs, measurements } from "../schema";
import { liveShareTo, ownedBy } from "./access";
import type { ListedJob } from "./jobs";
import type { MeasurementRow } from "./measurements";
import { nameFromNaming, namingOf } from "./person-naming";

/** How many of the most recently updated jobs are kept, besides those in progress or quoted. */
const OFFLINE_RECENT_JOBS = 100;
/** A bound on the jobs in progress or quoted, so one account can't make the answer unbounded. */
const OFFLINE_ACTIVE_JOBS_MAX = 500;

const ACTIVE = ["in_progress", "quote_sent"] as const;

export type OfflineSet = { jobs: ListedJob[]; measurements: MeasurementRow[] };

export async function offlineSet(db: Db, userId: string, now = new Date()): Promise<OfflineSet> {
  const shared = () =>
    db
      .select({ job: jobs, level: jobShares.accessLevel, sharerNaming: namingOf(jobShares.sharedByUserId) })
      .from(jobShares)
      .innerJoin(jobs, eq(jobs.id, jobShares.jobId));
  const [ownActive, ownRecent, sharedActive, sharedRecent] = await db.batch([
    db.select().from(jobs).where(and(ownedBy(userId), inArray(jobs.status, ACTIVE))).orderBy(desc(jobs.updatedAt)).limit(OFFLINE_ACTIVE_JOBS_MAX),
    db.select().from(jobs).where(ownedBy(userId)).orderBy(desc(jobs.updatedAt)).limit(OFFLINE_RECENT_JOBS),
    shared().where(and(liveShareTo(userId, now), inArray(jobs.status, ACTIVE))).orderBy(desc(jobs.updatedAt)).limit(OFFLINE_ACTIVE_JOBS_MAX),
    shared().where(liveShareTo(userId, now)).orderBy(desc(jobs.updatedAt)).limit(OFFLINE_RECENT_JOBS),
  ]);
  const listed = new Map<string, ListedJob>();
  for (const job of [...ownActive, ...ownRecent]) listed.set(job.id, { job, access: OWNER_ACCESS });
  for (const row of [...sharedActive, ...sharedRecent]) {
    if (!listed.has(row.job.id)) listed.set(row.job.id, { job: row.job, access: { level: row.level, via: "share", grantor: nameFromNaming(row.sharerNaming) } });
  }
  const ids = [...listed.keys()];
  const kept = ids.length
    ? await db
        .select()
        .from(measurements)
        .where(sql`${measurements.jobId} in (select value from json_each(${JSON.stringify(ids)}))`)
        .orderBy(asc(measurements.createdAt), asc(measurements.id))
        .all()
    : [];
  return { jobs: [...listed.values()], measurements: kept };
}
