import { type SQL, and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { ACCOUNT_EXPORTS_KEPT, AUTOMATIC_BACKUPS_PER_JOB, BACKUPS_PER_JOB_MAX, BACKUP_QUOTA_BYTES, BACKUP_QUOTA_FULL } from "../../../shared/domain/backup-rules";
import type { BackupType } from "../../../shared/domain/vocabulary";
import { backupKey } from "../../storage/keys";
import type { Db } from "../client";
import { rawBatch } from "../raw-batch";
import { activityLogs, cloudBackups, jobs, users } from "../schema";
import { type UserRef, grantInSql } from "./access";
import { insertWhere } from "./insert-where";

export type BackupRow = typeof cloudBackups.$inferSelect;
export type NewBackup = { userId: string; jobId: string | null; backupType: BackupType; fileName: string };

/** A backup's owner and job as values, or as columns of the statement it is checked in. */
type ScopeRef = { userId: UserRef; jobId: string | SQL | null; backupType: BackupType };

/** The backups of the same job, or for an account export the same user's exports. */
const sameScope = (backup: Omit<ScopeRef, "backupType">) =>
  backup.jobId === null ? and(isNull(cloudBackups.jobId), eq(cloudBackups.userId, backup.userId))! : eq(cloudBackups.jobId, backup.jobId);

/** A backup of the same job (or, for an account export, the same user's account) and type still being made. */
function inProgress(backup: ScopeRef): SQL {
  return and(sameScope(backup), eq(cloudBackups.backupType, backup.backupType), eq(cloudBackups.status, "pending"))!;
}

/** Failed backups stay listed with their reason; past this many in one scope (a job, or an account's exports), the oldest go as one is started by hand. */
export const FAILED_BACKUPS_KEPT = 5;

/**
 * The backups a user made that they still reach: their account exports, and their job backups while they hold
 * full access to the job (as `requireBackup` decides for one). A backup of a job they lost is the job owner's to
 * see and delete, so it leaves their list and their quota.
 */
const reachableMadeBy = (userId: UserRef, now: Date) =>
  and(eq(cloudBackups.userId, userId), or(isNull(cloudBackups.jobId), eq(cloudBackups.jobId, grantInSql({ userId }, sql`${cloudBackups.jobId}`, "full", now).job.id)));

const usedBytes = (userId: UserRef, now: Date) => sql`(select coalesce(sum(${cloudBackups.fileSize}), 0) from ${cloudBackups} where ${reachableMadeBy(userId, now)})`;

type Scoped = Pick<BackupRow, "id" | "userId" | "jobId">;

/** The user's completed account exports past the newest `keep`, leaving out `except`, newest first. */
function exportsPast(userId: string, keep: number, except: string): SQL {
  const completed = and(sameScope({ userId, jobId: null }), eq(cloudBackups.backupType, "account"), eq(cloudBackups.status, "completed"), sql`${cloudBackups.id} <> ${except}`);
  return sql`select ${cloudBackups.id} from ${cloudBackups} where ${completed} order by ${cloudBackups.createdAt} desc, ${cloudBackups.id} desc limit -1 offset ${keep}`;
}

/** The exports an account export prunes as it completes: with it, the account keeps its newest ACCOUNT_EXPORTS_KEPT. */
const prunedByExport = (backup: Scoped) => exportsPast(backup.userId, ACCOUNT_EXPORTS_KEPT - 1, backup.id);

/** The bytes completing the backup frees: for an account export, those of the exports it prunes; for a job backup, none. */
const freedBy = (backup: Scoped) =>
  backup.jobId === null ? sql`(select coalesce(sum(${cloudBackups.fileSize}), 0) from ${cloudBackups} where ${cloudBackups.id} in (${prunedByExport(backup)}))` : sql`0`;

const hasQuotaLeft = (backup: Scoped, now: Date) => sql`${usedBytes(backup.userId, now)} - ${freedBy(backup)} < ${BACKUP_QUOTA_BYTES}`;

/**
 * True when the account's backups already fill its quota, less what completing this backup would prune: a run then
 * fails at once, saying so, rather than writing a zip it cannot keep.
 */
export async function quotaFull(db: Db, backup: Scoped, now = new Date()): Promise<boolean> {
  const row = await db.get<{ room: number }>(sql`select ${hasQuotaLeft(backup, now)} as room`);
  return !row?.room;
}

/** Why a nightly backup was not made: recorded at once, without a run, while the account's backups fill its quota. */
export const NIGHTLY_QUOTA_FULL =
  "The nightly backup was not made: your backups have reached this account's storage limit. Delete old backups to make room; nightly backups then carry on by themselves.";

const notInProgress = (backup: ScopeRef) => sql`not exists (select 1 from ${cloudBackups} where ${inProgress(backup)})`;

const pendingRow = (backup: NewBackup, id: string, now: Date) => {
  const { fileName, ...fields } = backup;
  return { ...fields, cloudFileName: fileName, id, storageKey: backupKey(backup.userId, id), status: "pending" as const, provider: "r2" as const, createdAt: now, updatedAt: now };
};

/**
 * Either the new pending row, the one already being made (a double click, a second device), or "quota" when the
 * account's backups fill its quota.
 */
export async function insertBackup(db: Db, backup: NewBackup, now = new Date()): Promise<{ row: BackupRow; created: boolean } | "quota"> {
  const id = crypto.randomUUID();
  const room = sql`${notInProgress(backup)} and ${hasQuotaLeft({ ...backup, id }, now)}`;
  const [[row], [current]] = await db.batch([
    insertWhere(db, cloudBackups, pendingRow(backup, id, now), room).returning(),
    db.select().from(cloudBackups).where(inProgress(backup)).orderBy(asc(cloudBackups.createdAt)).limit(1),
  ]);
  if (row) return { row, created: true };
  return current ? { row: current, created: false } : "quota";
}

type NightlyBackup = { userId: string; jobId: string; fileName: string };

/**
 * The nightly backups of a chunk of jobs, in one transaction of three statements however many jobs it holds (D1 counts
 * statements per invocation, not rows): each job gets a backup pending, to be queued, while its account has room; else
 * failed at once with NIGHTLY_QUOTA_FULL, with no run and no object, so the job's list says why. Either replaces the
 * job's earlier NIGHTLY_QUOTA_FULL record, which never held an object. The room, and a backup of the job still being
 * made (then the job gets none), are decided per job inside each statement, as a capped insert is. A job deleted or
 * handed to another account since it was found due gets none either. Answers the pending backups' ids.
 */
export async function insertNightlyBackups(db: Db, backups: NightlyBackup[], now = new Date()): Promise<string[]> {
  const planned = new Map<string, string[]>();
  for (const { userId, jobId, fileName } of backups) {
    const id = crypto.randomUUID();
    planned.set(jobId, [id, jobId, userId, fileName, backupKey(userId, id)]);
  }
  if (planned.size === 0) return [];
  const chunk = sql`with n as (
    select json_extract(value, '$[0]') as id, json_extract(value, '$[1]') as job_id, json_extract(value, '$[2]') as user_id,
      json_extract(value, '$[3]') as file_name, json_extract(value, '$[4]') as storage_key
    from json_each(${JSON.stringify([...planned.values()])}))`;
  const free = notInProgress({ userId: sql`n.user_id`, jobId: sql`n.job_id`, backupType: "job" });
  const room = sql`${usedBytes(sql`n.user_id`, now)} < ${BACKUP_QUOTA_BYTES}`;
  const at = now.getTime();
  const insert = (status: "pending" | "failed", storageKey: SQL, errorMessage: string | null, condition: SQL) => sql`${chunk}
    insert into cloud_backups (id, user_id, job_id, backup_type, provider, storage_key, cloud_file_name, status, error_message, automatic, created_at, updated_at)
    select n.id, n.user_id, n.job_id, 'job', 'r2', ${storageKey}, n.file_name, ${status}, ${errorMessage}, 1, ${at}, ${at}
    from n join ${jobs} as j on j.id = n.job_id and j.user_id = n.user_id
    where ${free} and ${condition}
    returning id`;
  const [pending] = (await rawBatch(db, [
    insert("pending", sql`n.storage_key`, null, room),
    insert("failed", sql`null`, NIGHTLY_QUOTA_FULL, sql`not (${room})`),
    sql`${chunk}
      delete from cloud_backups where status = 'failed' and error_message = ${NIGHTLY_QUOTA_FULL} and id not in (select id from n)
        and job_id in (select n.job_id from n where exists (select 1 from cloud_backups as made where made.id = n.id))`,
  ])) as [{ id: string }[]];
  return pending.map((row) => row.id);
}

/** Removes the failed backups of the backup's scope beyond the newest FAILED_BACKUPS_KEPT; answers their object keys, for R2 (a run can fail after writing its zip). */
export async function pruneFailedBackups(db: Db, backup: Pick<NewBackup, "userId" | "jobId">): Promise<string[]> {
  const failed = and(sameScope(backup), eq(cloudBackups.status, "failed"));
  const removed = await db
    .delete(cloudBackups)
    .where(sql`${cloudBackups.id} in (select ${cloudBackups.id} from ${cloudBackups} where ${failed} order by ${cloudBackups.createdAt} desc, ${cloudBackups.id} desc limit -1 offset ${FAILED_BACKUPS_KEPT})`)
    .returning({ storageKey: cloudBackups.storageKey });
  return removed.flatMap(({ storageKey }) => (storageKey ? [storageKey] : []));
}

export const findBackup = async (db: Db, id: string): Promise<BackupRow | null> => (await db.select().from(cloudBackups).where(eq(cloudBackups.id, id)).get()) ?? null;

export function backupsOfJob(db: Db, jobId: string): Promise<BackupRow[]> {
  return db.select().from(cloudBackups).where(eq(cloudBackups.jobId, jobId)).orderBy(desc(cloudBackups.createdAt), desc(cloudBackups.id)).all();
}

export function backupsMadeBy(db: Db, userId: string, now = new Date()): Promise<BackupRow[]> {
  return db.select().from(cloudBackups).where(reachableMadeBy(userId, now)).orderBy(desc(cloudBackups.createdAt), desc(cloudBackups.id)).all();
}

/**
 * Completes a backup still pending when its size still fits the account's quota, in one transaction with failing it
 * when it does not: a pending backup counts as no bytes, so the backups started while there was room (a burst, the
 * nightly run) are held to the quota here. An account export counts the bytes of the older exports it prunes, and
 * removes their rows in the same transaction, only once it is completed: until its zip is stored they stay, and the
 * quota is never passed. Answers the pruned rows' object keys, for R2; null when it did not fit, or was failed (by the
 * cron) or deleted meanwhile.
 */
export async function markCompleted(db: Db, backup: Scoped, fileSize: number, now = new Date()): Promise<string[] | null> {
  const pending = and(eq(cloudBackups.id, backup.id), eq(cloudBackups.status, "pending"));
  const completedNow = sql`exists (select 1 from ${cloudBackups} where ${cloudBackups.id} = ${backup.id} and ${cloudBackups.status} = 'completed')`;
  const [completed, pruned] = await db.batch([
    db
      .update(cloudBackups)
      .set({ status: "completed", fileSize, lastSyncAt: now, errorMessage: null, updatedAt: now })
      .where(and(pending, sql`${usedBytes(backup.userId, now)} - ${freedBy(backup)} + ${fileSize} <= ${BACKUP_QUOTA_BYTES}`))
      .returning({ id: cloudBackups.id }),
    db
      .delete(cloudBackups)
      .where(backup.jobId === null ? and(sql`${cloudBackups.id} in (${prunedByExport(backup)})`, completedNow) : sql`false`)
      .returning({ storageKey: cloudBackups.storageKey }),
    db.update(cloudBackups).set({ status: "failed", errorMessage: BACKUP_QUOTA_FULL, updatedAt: now }).where(pending),
  ]);
  if (completed.length !== 1) return null;
  return pruned.flatMap(({ storageKey }) => (storageKey ? [storageKey] : []));
}

export async function markFailed(db: Db, id: string, errorMessage: string, now = new Date()): Promise<void> {
  await db.update(cloudBackups).set({ status: "failed", errorMessage, updatedAt: now }).where(and(eq(cloudBackups.id, id), eq(cloudBackups.status, "pending")));
}

/** markFailed for many backups in one statement, their ids as one JSON value (D1 binds at most 100 values a statement). */
export async function markAllFailed(db: Db, ids: string[], errorMessage: string, now = new Date()): Promise<void> {
  const listed = sql`${cloudBackups.id} in (select value from json_each(${JSON.stringify(ids)}))`;
  await db.update(cloudBackups).set({ status: "failed", errorMessage, updatedAt: now }).where(and(listed, eq(cloudBackups.status, "pending")));
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
 * Keeps a job's newest BACKUPS_PER_JOB_MAX completed backups: past that, automatic ones go first,
 * oldest first, then the oldest made by hand; of the automatic ones, only the newest
 * AUTOMATIC_BACKUPS_PER_JOB are kept at all. Failed ones hold nothing to restore and never take a
 * completed one's place (pruneFailedBackups keeps a few of them). Returns the removed rows' keys, for R2.
 */
export async function pruneJobBackups(db: Db, jobId: string, keep = BACKUPS_PER_JOB_MAX, keepAutomatic = AUTOMATIC_BACKUPS_PER_JOB): Promise<string[]> {
  const finished = await db
    .select({ id: cloudBackups.id, storageKey: cloudBackups.storageKey, automatic: cloudBackups.automatic })
    .from(cloudBackups)
    .where(and(eq(cloudBackups.jobId, jobId), eq(cloudBackups.status, "completed")))
    .orderBy(desc(cloudBackups.automatic), asc(cloudBackups.createdAt))
    .all();
  const automatic = finished.filter((row) => row.automatic);
  const excess = new Set([...finished.slice(0, Math.max(0, finished.length - keep)), ...automatic.slice(0, Math.max(0, automatic.length - keepAutomatic))]);
  if (!excess.size) return [];
  await db.delete(cloudBackups).where(inArray(cloudBackups.id, [...excess].map((row) => row.id)));
  return [...excess].map((row) => row.storageKey).filter((key): key is string => key !== null);
}

export async function nightlyBackupsOn(db: Db, userId: string): Promise<boolean> {
  const row = await db.select({ on: users.nightlyBackups }).from(users).where(eq(users.id, userId)).get();
  return row?.on ?? false;
}

export async function setNightlyBackups(db: Db, userId: string, on: boolean, now = new Date()): Promise<void> {
  await db.update(users).set({ nightlyBackups: on, updatedAt: now }).where(eq(users.id, userId));
}

export type DueJob = { id: string; userId: string; clientName: string; jobName: string | null };

/**
 * Marks jobs changed for jobsDueNightly, in the batch of a write that changes what their backups hold without an
 * activity entry (a photo's caption or category, a voice note's transcript); `which` picks them, and holds only
 * when that write happened.
 */
export function markJobsChanged(db: Db, now: Date, which: SQL, ...more: SQL[]) {
  return db.update(jobs).set({ updatedAt: now }).where(and(which, ...more));
}

/**
 * Jobs of accounts with nightly backups on that changed (the job row, touched by markJobsChanged too, or its activity:
 * photos, measurements, estimates) since their last job backup that did not fail, oldest change first. A job whose
 * nightly backup failed on the full quota since its last change waits, while the quota is still full, rather than
 * failing again each night: it is due again once the job changes or there is room.
 */
export function jobsDueNightly(db: Db, limit: number, now = new Date()): Promise<DueJob[]> {
  const lastChange = sql`max(${jobs.updatedAt}, coalesce((select max(${activityLogs.timestamp}) from ${activityLogs} where ${activityLogs.jobId} = ${jobs.id}), 0))`;
  const lastBackup = sql`coalesce((select max(${cloudBackups.createdAt}) from ${cloudBackups} where ${cloudBackups.jobId} = ${jobs.id} and ${cloudBackups.backupType} = 'job' and ${cloudBackups.status} <> 'failed'), 0)`;
  const failedOnQuotaSince = sql`exists (select 1 from ${cloudBackups} where ${cloudBackups.jobId} = ${jobs.id} and ${cloudBackups.automatic} = 1
    and ${cloudBackups.status} = 'failed' and ${cloudBackups.errorMessage} in (${BACKUP_QUOTA_FULL}, ${NIGHTLY_QUOTA_FULL}) and ${cloudBackups.createdAt} >= ${lastChange})`;
  const quotaStillFull = sql`${usedBytes(sql`${users.id}`, now)} >= ${BACKUP_QUOTA_BYTES}`;
  return db
    .select({ id: jobs.id, userId: jobs.userId, clientName: jobs.clientName, jobName: jobs.jobName })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(users.nightlyBackups, true), sql`${lastChange} > ${lastBackup}`, sql`not (${failedOnQuotaSince} and ${quotaStillFull})`))
    .orderBy(asc(lastChange))
    .limit(limit)
    .all();
}

/** The R2 keys of a job's backups, read before the job (and by cascade its backup rows) is deleted. */
export async function backupKeysOfJob(db: Db, jobId: string): Promise<string[]> {
  const rows = await db.select({ storageKey: cloudBackups.storageKey }).from(cloudBackups).where(eq(cloudBackups.jobId, jobId)).all();
  return rows.map((row) => row.storageKey).filter((key): key is string => key !== null);
}
