/** A job keeps this many finished backups. */
export const BACKUPS_PER_JOB_MAX = 20;
/** Of a job's backups, the nightly cron's newest this many are kept. */
export const AUTOMATIC_BACKUPS_PER_JOB = 5;
/** An account keeps this many finished exports: as one more is made, the oldest go, zip and all. */
export const ACCOUNT_EXPORTS_KEPT = 3;
/** The hour (UTC) whose cron run queues nightly backups, and how many jobs it queues at most. */
export const NIGHTLY_BACKUP_HOUR_UTC = 3;
export const NIGHTLY_BACKUP_JOBS_MAX = 500;
/** What one account's backups may take in R2 altogether. */
export const BACKUP_QUOTA_BYTES = 10 * 1024 * 1024 * 1024;
/** Why a backup is refused, or fails once made, when the account's backups would go past BACKUP_QUOTA_BYTES. */
export const BACKUP_QUOTA_FULL = "Your backups have reached this account's storage limit. Delete old backups to make room.";
/** A backup still pending after this long is marked failed by the cron. */
export const BACKUP_TIME_LIMIT_MS = 20 * 60 * 1000;
/** The largest zip the import route takes in one request (it is read whole in the Worker's memory). */
export const BACKUP_IMPORT_MAX_BYTES = 60 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** Spec section 9: sizes in MB with one decimal; a few kilobytes read "under 0.1 MB", not "0.0 MB". */
export const backupSizeText = (bytes: number) => (bytes > 0 && bytes < 0.05 * MEGABYTE ? "under 0.1 MB" : `${(bytes / MEGABYTE).toFixed(1)} MB`);

/** Why a chosen file cannot be imported before it is sent (the Worker checks the same and everything inside), or null. */
export function backupImportProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty. Choose the backup zip you downloaded.`;
  if (file.size > BACKUP_IMPORT_MAX_BYTES) {
    return `${file.name} is ${backupSizeText(file.size)}; an import can be at most ${backupSizeText(BACKUP_IMPORT_MAX_BYTES)}. Restore larger backups from the job's backup list instead.`;
  }
  return null;
}

/** Why a backup of this type cannot be restored as a job, or null for a job backup. */
export function notRestorable(type: "job" | "photos" | "account"): string | null {
  if (type === "photos") return "This is a photos-only backup: it holds no job to restore. Unzip it to get the photos.";
  if (type === "account") return "This is an account export: it holds every job of an account. To restore one job, zip its folder under jobs/ and import that.";
  return null;
}
