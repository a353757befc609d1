import { Loader2 } from "lucide-react";
import { backupSizeText } from "../../../shared/domain/backup-rules";
import type { Backup } from "../../../shared/schemas/backup";
import { formatTimeline } from "../../lib/date-text";
import { BackupActions } from "./backup-actions";
import { backupName } from "./backup-labels";

type Props = { backup: Backup; onRetry: () => void; onDelete: () => void; onDownload: () => void; deleting: boolean };

/** One account export: being made, ready (when, how big) or failed (why), with what can be done with it. */
export function AccountExportRow({ backup, onRetry, onDelete, onDownload, deleting }: Props) {
  const readyAt = backup.lastSyncAt ?? backup.createdAt;
  return (
    <li className="space-y-2 rounded-lg border border-border p-3" data-testid="account-export">
      {backup.status === "pending" ? (
        <p role="status" className="flex items-center gap-2">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          Preparing your export… You can close this; it carries on.
        </p>
      ) : null}
      {backup.status === "completed" ? (
        <p>
          Ready: {formatTimeline(readyAt)}
          {backup.fileSize !== null ? ` · ${backupSizeText(backup.fileSize)}` : ""}
        </p>
      ) : null}
      {backup.status === "failed" ? <p className="text-sm text-destructive">{backup.errorMessage ?? "Failed to create backup. Please try again."}</p> : null}
      <BackupActions
        backup={backup}
        name={backupName(backup, backup.status === "completed" ? readyAt : backup.createdAt)}
        onRetry={onRetry}
        onDelete={onDelete}
        onDownload={onDownload}
        deleting={deleting}
      />
    </li>
  );
}
