import { BACKUP_TIME_LIMIT_MS } from "../../shared/domain/backup-rules";
import type { Db } from "../db/client";
import { failStaleBackups } from "../db/queries/backups";

const STALE_REASON = `The backup did not finish within ${BACKUP_TIME_LIMIT_MS / 60_000} minutes and was stopped. Please try again.`;

/** Backups pending past their time limit lost their worker: the cron marks them failed, saying why. */
export const failStalePendingBackups = (db: Db, now: Date) => failStaleBackups(db, new Date(now.getTime() - BACKUP_TIME_LIMIT_MS), STALE_REASON, now);
