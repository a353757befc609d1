import type { Backup } from "../../shared/schemas/backup";
import type { BackupRow } from "../db/queries/backups";

export function toBackupDto(row: BackupRow): Backup {
  return {
    id: row.id,
    jobId: row.jobId,
    backupType: row.backupType,
    provider: row.provider,
    status: row.status,
    fileName: row.cloudFileName ?? `${row.id}.zip`,
    fileSize: row.fileSize,
    automatic: row.automatic,
    createdAt: row.createdAt.toISOString(),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    errorMessage: row.errorMessage,
  };
}
