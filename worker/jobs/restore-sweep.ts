import type { R2Bucket } from "@cloudflare/workers-types";
import type { Db } from "../db/client";
import { forgetRestores, staleRestores } from "../db/queries/restore";
import { deleteJobObjects } from "../storage/objects";

/** Longer than any restore runs (a 60 MB zip is read, checked and stored in well under a minute); one still under way after this was cut off. */
export const RESTORE_TIME_LIMIT_MS = 60 * 60 * 1000;

/** Cut-off restores swept per cron run: each costs an R2 listing and delete, and the run's two D1 statements do not grow with it. */
const RESTORES_PER_RUN = 10;

/**
 * Deletes the objects of restores cut off before their job was written (a Worker stopped midway), on the hourly cron,
 * and forgets their marks; a mark whose job was written names nothing to delete. Returns how many were swept.
 */
export async function sweepCutOffRestores(db: Db, bucket: R2Bucket, now: Date): Promise<number> {
  const stale = await staleRestores(db, new Date(now.getTime() - RESTORE_TIME_LIMIT_MS), RESTORES_PER_RUN);
  const done: string[] = [];
  for (const { jobId, jobWritten } of stale) {
    try {
      if (!jobWritten) await deleteJobObjects(bucket, jobId);
      done.push(jobId);
    } catch (error) {
      console.error(JSON.stringify({ event: "restore_sweep_failed", jobId, error: String(error) }));
    }
  }
  await forgetRestores(db, done);
  return stale.filter((restore) => !restore.jobWritten && done.includes(restore.jobId)).length;
}
