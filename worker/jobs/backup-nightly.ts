import type { Queue } from "@cloudflare/workers-types";
import { backupFileName } from "../../shared/domain/backup-names";
import { NIGHTLY_BACKUP_HOUR_UTC, NIGHTLY_BACKUP_JOBS_MAX } from "../../shared/domain/backup-rules";
import type { Db } from "../db/client";
import { insertNightlyBackup, jobsDueNightly, markFailed } from "../db/queries/backups";
import { FOREIGN_KEY_FAILED, isConstraintFailure } from "../lib/d1-errors";
import type { BackupMessage } from "./backup-run";

const QUEUE_DOWN = "The nightly backup could not be started. It is tried again the next night.";
const SEND_BATCH_MAX = 100;

/** A job deleted after the night's list was read fails its insert on the foreign key: it has nothing left to back up. */
const skipDeletedJob = (error: unknown) => {
  if (isConstraintFailure(error, FOREIGN_KEY_FAILED)) return null;
  throw error;
};

/**
 * At the nightly hour's cron run: an automatic job backup of every job, of an account that asked
 * for them, changed since its last backup; the queue consumer makes them as it makes any other.
 * When the account's backups fill its quota, none is queued: the job's list gets one failed backup
 * saying why, once per change of the job, and the nights after that leave the job alone until it
 * changes again or there is room (insertNightlyBackup, jobsDueNightly).
 */
export async function queueNightlyBackups(db: Db, queue: Queue<BackupMessage>, at: Date): Promise<number> {
  if (at.getUTCHours() !== NIGHTLY_BACKUP_HOUR_UTC) return 0;
  const ids: string[] = [];
  for (const job of await jobsDueNightly(db, NIGHTLY_BACKUP_JOBS_MAX, at)) {
    const fileName = backupFileName([job.clientName, job.jobName], at);
    const inserted = await insertNightlyBackup(db, { userId: job.userId, jobId: job.id, backupType: "job", fileName }).catch(skipDeletedJob);
    if (inserted?.status === "pending") ids.push(inserted.id);
  }
  for (let start = 0; start < ids.length; start += SEND_BATCH_MAX) {
    const chunk = ids.slice(start, start + SEND_BATCH_MAX);
    await queue.sendBatch(chunk.map((backupId) => ({ body: { backupId } }))).catch(async (error: unknown) => {
      console.error(JSON.stringify({ event: "nightly_backup_queue_failed", count: chunk.length, error: String(error) }));
      for (const id of chunk) await markFailed(db, id, QUEUE_DOWN, at);
    });
  }
  return ids.length;
}
