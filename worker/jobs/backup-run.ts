/**
 * Makes one pending backup: reads what it holds, streams the zip into R2, checks the stored object,
 * and only then marks it completed; any failure marks it failed with a message a person can act on
 * and leaves no object behind. Run by the queue consumer (worker/jobs/backup-queue.ts).
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { BACKUP_QUOTA_FULL } from "../../shared/domain/backup-rules";
import type { Db } from "../db/client";
import { allows, findGrant } from "../db/queries/access";
import { type BackupRow, findBackup, markCompleted, markFailed, pruneFailedBackups, pruneJobBackups, quotaFull } from "../db/queries/backups";
import { jobRecords } from "../db/queries/job-records";
import { BackupProblem, type ZipInput, writeZip } from "../storage/zip-to-r2";
import { accountBackupEntries } from "./account-contents";
import { jobBackupEntries } from "./backup-contents";

export type BackupDeps = { db: Db; bucket: R2Bucket };
export type BackupMessage = { backupId: string };

const GENERIC_FAILURE = "The backup could not be stored. Please try again.";
const ACCESS_ENDED = "Your full access to this job ended before its backup was made.";

async function entriesFor({ db, bucket }: BackupDeps, row: BackupRow, now: Date): Promise<ZipInput[]> {
  if (row.backupType === "account" || !row.jobId) return accountBackupEntries(db, bucket, row.userId, now);
  const records = await jobRecords(db, row.jobId);
  if (!records) throw new BackupProblem("The job was deleted before its backup was made.");
  const found = await findGrant(db, { userId: row.userId }, "job", row.jobId, now);
  if (!found || !allows(found.grant, "full")) throw new BackupProblem(ACCESS_ENDED);
  return jobBackupEntries(bucket, records, row.backupType, now);
}

export async function runBackup(deps: BackupDeps, backupId: string, now = new Date()): Promise<void> {
  const row = await findBackup(deps.db, backupId);
  if (!row?.storageKey || row.status !== "pending") return;
  const key = row.storageKey;
  try {
    if (await quotaFull(deps.db, row, now)) throw new BackupProblem(BACKUP_QUOTA_FULL);
    const size = await writeZip(deps.bucket, key, await entriesFor(deps, row, now));
    const prunedExports = await markCompleted(deps.db, row, size);
    if (!prunedExports) {
      await deps.bucket.delete(key);
      return;
    }
    const pruned = row.jobId ? await pruneJobBackups(deps.db, row.jobId) : prunedExports;
    if (pruned.length) await deps.bucket.delete(pruned);
  } catch (error) {
    console.error(JSON.stringify({ event: "backup_failed", backupId, error: String(error) }));
    await markFailed(deps.db, row.id, error instanceof BackupProblem ? error.message : GENERIC_FAILURE);
    const pruned = await pruneFailedBackups(deps.db, row);
    if (pruned.length) await deps.bucket.delete(pruned);
  }
}
