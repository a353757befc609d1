import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { activityLogs, jobs, materialEstimates, measurements, photos } from "../schema";
import { ownedBy } from "./access";

/** Everything a job backup holds from D1, read in one batch: the job, its measurements, estimates, photos with markup, and activity. */
export async function jobRecords(db: Db, jobId: string) {
  const [[job], measurementRows, estimateRows, photoRows, activityRows] = await db.batch([
    db.select().from(jobs).where(eq(jobs.id, jobId)),
    db.select().from(measurements).where(eq(measurements.jobId, jobId)).orderBy(asc(measurements.createdAt), asc(measurements.id)),
    db.select().from(materialEstimates).where(eq(materialEstimates.jobId, jobId)).orderBy(asc(materialEstimates.createdAt), asc(materialEstimates.id)),
    db.select().from(photos).where(eq(photos.jobId, jobId)).orderBy(asc(photos.createdAt), asc(photos.id)),
    db
      .select({ action: activityLogs.action, details: activityLogs.details, timestamp: activityLogs.timestamp })
      .from(activityLogs)
      .where(eq(activityLogs.jobId, jobId))
      .orderBy(asc(activityLogs.timestamp)),
  ]);
  return job ? { job, measurements: measurementRows, estimates: estimateRows, photos: photoRows, activity: activityRows } : null;
}

export type JobRecords = NonNullable<Awaited<ReturnType<typeof jobRecords>>>;

/** The ids of every job an account owns, oldest first: what its account export holds. */
export async function ownedJobIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(ownedBy(userId)).orderBy(asc(jobs.createdAt), asc(jobs.id)).all();
  return rows.map((row) => row.id);
}
