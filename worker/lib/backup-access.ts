import type { BackupRow } from "../db/queries/backups";
import { findBackup } from "../db/queries/backups";
import type { Db } from "../db/client";
import type { SessionUser } from "../env";
import { AppError } from "./errors";
import { isId, requireGrant } from "./job-access";

type Context = { var: { db: Db; user: SessionUser | null } };

/**
 * A job's backup is reached through the job, with the access backing up needs (owner or full
 * share); an account export, which has no job, only by the account that made it.
 */
export async function requireBackup(c: Context, id: string): Promise<BackupRow> {
  const row = isId(id) ? await findBackup(c.var.db, id) : null;
  if (row?.jobId) return (await requireGrant(c, "backup", id, "full")).backup;
  if (!row || row.userId !== c.var.user?.id) throw new AppError("not_found", "Backup not found");
  return row;
}
