import { ArchiveRestore, Download, RotateCcw, Trash2 } from "lucide-react";
import type { Backup } from "../../../shared/schemas/backup";
import { backupDownloadUrl } from "../../api/backups";
import { Button, buttonClasses } from "../../components/ui/button";

type Props = {
  backup: Pick<Backup, "id" | "status" | "fileName">;
  /** The backup as a screen reader tells it from the others in its list (backupName): each action's name ends with it. */
  name: string;
  onRetry: () => void;
  onDelete: () => void;
  onRestore?: () => void;
  onDownload?: () => void;
  deleting?: boolean;
};

/** What can be done with a finished backup: download it (or try a failed one again), restore it, delete it. Nothing while it is being made. */
export function BackupActions({ backup, name, onRetry, onDelete, onRestore, onDownload, deleting = false }: Props) {
  if (backup.status === "pending") return null;
  return (
    <div className="flex flex-wrap gap-2">
      {backup.status === "completed" ? (
        <a className={buttonClasses("outline")} href={backupDownloadUrl(backup.id)} download={backup.fileName} aria-label={`Download ${name}`} onClick={onDownload}>
          <Download aria-hidden className="h-4 w-4" />
          Download
        </a>
      ) : (
        <Button variant="outline" onClick={onRetry} aria-label={`Try again: ${name}`}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Try again
        </Button>
      )}
      {backup.status === "completed" && onRestore ? (
        <Button variant="outline" onClick={onRestore} aria-label={`Restore as new job from ${name}`}>
          <ArchiveRestore aria-hidden className="h-4 w-4" />
          Restore as new job
        </Button>
      ) : null}
      <Button variant="ghost" className="text-destructive" onClick={onDelete} disabled={deleting} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden className="h-4 w-4" />
        Delete
      </Button>
    </div>
  );
}
