import type { Backup } from "../../../shared/schemas/backup";
import { formatTimeline } from "../../lib/date-text";

/** How a backup's type reads in a job's list. */
export const BACKUP_TYPE_LABELS = { job: "Whole job", photos: "Photos only", account: "Account" } as const;

const SPOKEN_TYPES = { job: "whole job backup", photos: "photos-only backup", account: "account export" } as const;

/** What tells a backup from the others in its list to a screen reader: its type and the time its row shows (when it was made, unless given). */
export const backupName = (backup: Pick<Backup, "backupType" | "createdAt">, shownAt = backup.createdAt) => `${SPOKEN_TYPES[backup.backupType]} of ${formatTimeline(shownAt)}`;
