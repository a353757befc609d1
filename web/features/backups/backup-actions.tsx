import { ArchiveRestore, Download, RotateCcw, Trash2 } from "lucide-react";
import type { Backup } from "../../../shared/schemas/backup";
import { backupDownloadUrl } from "../../api/backups";
import { Button, buttonClasses } from "../../components/ui/button";

type Props = {
  backup: Pick<Backup, "id" | "status" | "fileName">;
  onRetry: () => void;
  onDelete: () => void;
  onRestore?: () => void;
  deleting?: boolean;
};

/** What can be done with a finished backup: download it (or try a failed one again), restore it, delete it. Nothing while it is being made. */
export function BackupActions({ backup, onRetry, onDelete, onRestore, deleting = false }: Props) {
  if (backup.status === "pending") return null;
  return (
    <div className="flex flex-wrap gap-2">
      {backup.status === "completed" ? (
        <a className={buttonClasses("outline")} href={backupDownloadUrl(backup.id)} download={backup.fileName}>
          <Download aria-hidden className="h-4 w-4" />
          Download
        </a>
      ) : (
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Try again
        </Button>
      )}
      {backup.status === "completed" && onRestore ? (
        <Button variant="outline" onClick={onRestore}>
          <ArchiveRestore aria-hidden className="h-4 w-4" />
          Restore as new job
        </Button>
      ) : null}
      <Button variant="ghost" className="text-destructive" onClick={onDelete} disabled={deleting}>
        <Trash2 aria-hidden className="h-4 w-4" />
        Delete
      </Button>
    </div>
  );
}
