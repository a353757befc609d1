import { type SQL, and, asc, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { BACKUPS_PER_JOB_MAX, BACKUP_QUOTA_BYTES } from "../../../shared/domain/backup-rules";
import type { BackupType } from "../../../shared/domain/vocabulary";
import { backupKey } from "../../storage/keys";
import type { Db } from "../client";
import { cloudBackups } from "../schema";
import { insertWhere } from "./insert-where";

export type BackupRow = typeof cloudBackups.$inferSelect;
export type NewBackup = { userId: string; jobId: string | null; backupType: BackupType; fileName: string; automatic?: boolean };

/** A backup of the same job (or, for an account export, the same user's account) and type still being made. */
function inProgress(backup: NewBackup): SQL {
  const scope = backup.jobId === null ? and(isNull(cloudBackups.jobId), eq(cloudBackups.userId, backup.userId)) : eq(cloudBackups.jobId, backup.jobId);
  return and(scope, eq(cloudBackups.backupType, backup.backupType), eq(cloudBackups.status, "pending"))!;
}

const usedBytes = (userId: string) => sql`(select coalesce(sum(${cloudBackups.fileSize}), 0) from ${cloudBackups} where ${cloudBackups.userId} = ${userId})`;

/** Either the new pending row, the one already being made (a double click, a second device), or "quota" when the account's backups fill its quota. */
export async function insertBackup(db: Db, backup: NewBackup, now = new Date()): Promise<{ row: BackupRow; created: boolean } | "quota"> {
  const id = crypto.randomUUID();
  const { fileName, ...fields } = backup;
  const room = sql`not exists (select 1 from ${cloudBackups} where ${inProgress(backup)}) and ${usedBytes(backup.userId)} < ${BACKUP_QUOTA_BYTES}`;
  const [[row], [current]] = await db.batch([
    insertWhere(db, cloudBackups, { ...fields, cloudFileName: fileName, id, storageKey: backupKey(backup.userId, id), status: "pending", provider: "r2", createdAt: now, updatedAt: now }, room).returning(),
    db.select().from(cloudBackups).where(inProgress(backup)).orderBy(asc(cloudBackups.createdAt)).limit(1),
  ]);
  if (row) return { row, created: true };
  return current ? { row: current, created: false } : "quota";
}

export const findBackup = async (db: Db, id: string): Promise<BackupRow | null> => (await db.select().from(cloudBackups).where(eq(cloudBackups.id, id)).get()) ?? null;

export function backupsOfJob(db: Db, jobId: string): Promise<BackupRow[]> {
  return db.select().from(cloudBackups).where(eq(cloudBackups.jobId, jobId)).orderBy(desc(cloudBackups.createdAt), desc(cloudBackups.id)).all();
}

export function backupsMadeBy(db: Db, userId: string): Promise<BackupRow[]> {
  return db.select().from(cloudBackups).where(eq(cloudBackups.userId, userId)).orderBy(desc(cloudBackups.createdAt), desc(cloudBackups.id)).all();
}

/** Completes a backup still pending; false when it was failed (by the cron) or deleted meanwhile. */
export async function markCompleted(db: Db, id: string, fileSize: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(cloudBackups)
    .set({ status: "completed", fileSize, lastSyncAt: now, errorMessage: null, updatedAt: now })
    .where(and(eq(cloudBackups.id, id), eq(cloudBackups.status, "pending")))
    .returning({ id: cloudBackups.id });
  return rows.length === 1;
}

export async function markFailed(db: Db, id: string, errorMessage: string, now = new Date()): Promise<void> {
  await db.update(cloudBackups).set({ status: "failed", errorMessage, updatedAt: now }).where(and(eq(cloudBackups.id, id), eq(cloudBackups.status, "pending")));
}

export async function deleteBackupRow(db: Db, id: string): Promise<void> {
  await db.delete(cloudBackups).where(eq(cloudBackups.id, id));
}

/** Backups still pending since before `startedBefore`: their worker died or ran out of time. */
export async function failStaleBackups(db: Db, startedBefore: Date, reason: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(cloudBackups)
    .set({ status: "failed", errorMessage: reason, updatedAt: now })
    .where(and(eq(cloudBackups.status, "pending"), lt(cloudBackups.createdAt, startedBefore)))
    .returning({ id: cloudBackups.id });
  return rows.length;
}

/**
 * Keeps a job's newest BACKUPS_PER_JOB_MAX finished backups: past that, automatic ones go first,
 * oldest first, then the oldest made by hand. Returns the removed rows' keys, for R2.
 */
export async function pruneJobBackups(db: Db, jobId: string, keep = BACKUPS_PER_JOB_MAX): Promise<string[]> {
  const finished = await db
    .select({ id: cloudBackups.id, storageKey: cloudBackups.storageKey })
    .from(cloudBackups)
    .where(and(eq(cloudBackups.jobId, jobId), ne(cloudBackups.status, "pending")))
    .orderBy(desc(cloudBackups.automatic), asc(cloudBackups.createdAt))
    .all();
  const excess = finished.slice(0, Math.max(0, finished.length - keep));
  if (!excess.length) return [];
  await db.delete(cloudBackups).where(inArray(cloudBackups.id, excess.map((row) => row.id)));
  return excess.map((row) => row.storageKey).filter((key): key is string => key !== null);
}

/** The R2 keys of a job's backups, read before the job (and by cascade its backup rows) is deleted. */
export async function backupKeysOfJob(db: Db, jobId: string): Promise<string[]> {
  const rows = await db.select({ storageKey: cloudBackups.storageKey }).from(cloudBackups).where(eq(cloudBackups.jobId, jobId)).all();
  return rows.map((row) => row.storageKey).filter((key): key is string => key !== null);
}
