import type { Queue } from "@cloudflare/workers-types";
import { backupFileName } from "../../shared/domain/backup-names";
import { NIGHTLY_BACKUP_HOUR_UTC, NIGHTLY_BACKUP_JOBS_MAX } from "../../shared/domain/backup-rules";
import type { Db } from "../db/client";
import { insertNightlyBackups, jobsDueNightly, markAllFailed } from "../db/queries/backups";
import type { BackupMessage } from "./backup-run";

const QUEUE_DOWN = "The nightly backup could not be started. It is tried again the next night.";
/** Due jobs written in one batch (insertNightlyBackups) and sent in one sendBatch, which takes at most 100 messages. */
const CHUNK_JOBS = 100;

/**
 * At the nightly hour's cron run: an automatic job backup of every job, of an account that asked
 * for them, changed since its last backup; the queue consumer makes them as it makes any other.
 * When the account's backups fill its quota, none is queued: the job's list gets one failed backup
 * saying why, once per change of the job, and the nights after that leave the job alone until it
 * changes again or there is room (insertNightlyBackups, jobsDueNightly). The jobs go a chunk at a
 * time, each a fixed few D1 statements, so the cron's statements do not grow with the jobs.
 */
export async function queueNightlyBackups(db: Db, queue: Queue<BackupMessage>, at: Date): Promise<number> {
  if (at.getUTCHours() !== NIGHTLY_BACKUP_HOUR_UTC) return 0;
  const due = await jobsDueNightly(db, NIGHTLY_BACKUP_JOBS_MAX, at);
  let pending = 0;
  for (let start = 0; start < due.length; start += CHUNK_JOBS) {
    const chunk = due.slice(start, start + CHUNK_JOBS).map((job) => ({ userId: job.userId, jobId: job.id, fileName: backupFileName([job.clientName, job.jobName], at) }));
    const ids = await insertNightlyBackups(db, chunk);
    if (ids.length === 0) continue;
    pending += ids.length;
    await queue.sendBatch(ids.map((backupId) => ({ body: { backupId } }))).catch(async (error: unknown) => {
      console.error(JSON.stringify({ event: "nightly_backup_queue_failed", count: ids.length, error: String(error) }));
      await markAllFailed(db, ids, QUEUE_DOWN, at);
    });
  }
  return pending;
}
