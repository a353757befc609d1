import { CloudUpload, Images, Loader2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { backupSizeText } from "../../../shared/domain/backup-rules";
import type { Backup } from "../../../shared/schemas/backup";
import type { Job } from "../../../shared/schemas/job";
import { useDeleteBackup, useJobBackups, useRefreshBackups, useRestoreBackup, useStartBackup } from "../../api/backups";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { NeedsSignal } from "../../components/needs-signal";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { RetryLine } from "../../components/ui/retry-line";
import { toast } from "../../components/ui/toast-store";
import { formatTimeline } from "../../lib/date-text";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useOnline } from "../../lib/use-online";
import { jobPath } from "../../lib/routes";
import { toastFailure } from "../feedback/failure-toast";
import { BackupActions } from "./backup-actions";
import { BACKUP_TYPE_LABELS, backupName } from "./backup-labels";
import { ImportBackup } from "./import-backup";
import { NightlyBackupToggle } from "./nightly-backup-toggle";
import { unavailableOffline, waitsForSignal } from "../../api/query-offline";

const BADGES = {
  pending: "bg-muted text-muted-foreground",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
} as const;
const STATUS_LABELS = { pending: "Backing up", completed: "Completed", failed: "Failed" } as const;

type Confirm = { kind: "restore" | "delete"; backup: Backup } | null;

type RowProps = { backup: Backup; onRetry: () => void; onConfirm: (confirm: Confirm) => void; onDownload: () => void };

function BackupRow({ backup, onRetry, onConfirm, onDownload }: RowProps) {
  return (
    <li className="space-y-2 rounded-lg border border-border p-3" data-testid="backup-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ${BADGES[backup.status]}`}>
          {backup.status === "pending" ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
          {STATUS_LABELS[backup.status]}
        </span>
        <span className="font-semibold">{BACKUP_TYPE_LABELS[backup.backupType]}</span>
        <span className="text-sm text-muted-foreground">
          {formatTimeline(backup.createdAt)}
          {backup.fileSize !== null ? ` · ${backupSizeText(backup.fileSize)}` : ""}
        </span>
      </div>
      {backup.status === "failed" ? <p className="text-sm text-destructive">{backup.errorMessage ?? "Failed to create backup. Please try again."}</p> : null}
      <BackupActions
        backup={backup}
        name={backupName(backup)}
        onRetry={onRetry}
        onDownload={onDownload}
        onRestore={backup.backupType === "job" ? () => onConfirm({ kind: "restore", backup }) : undefined}
        onDelete={() => onConfirm({ kind: "delete", backup })}
      />
    </li>
  );
}

export function BackupCard({ job }: { job: Job }) {
  const backups = useJobBackups(job.id);
  const start = useStartBackup(job.id);
  const remove = useDeleteBackup(job.id);
  const restore = useRestoreBackup(job.id);
  const refresh = useRefreshBackups(job.id);
  const idempotency = useIdempotencyKey();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [, navigate] = useLocation();
  const online = useOnline();

  const backUp = async (type: "job" | "photos") => {
    try {
      await start.mutateAsync(type);
      toast({ title: "Backup Started" });
    } catch (error) {
      toastFailure("Backup Failed", error, { fallback: "Failed to create backup. Please try again." });
    }
  };

  const confirmed = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === "delete") {
        await remove.mutateAsync(confirm.backup.id);
        toast({ title: "Backup deleted" });
      } else {
        const restored = await restore.mutateAsync({ id: confirm.backup.id, idempotencyKey: idempotency.keyFor(["restore", confirm.backup.id]) });
        idempotency.finish();
        toast({ title: "Job restored", description: restored.jobName ?? restored.clientName });
        navigate(jobPath(restored.id));
      }
      setConfirm(null);
    } catch (error) {
      toastFailure(confirm.kind === "delete" ? "Delete Failed" : "Restore Failed", error);
    }
  };

  const lastCompleted = backups.data?.find((backup) => backup.status === "completed" && backup.backupType === "job");

  return (
    <Card className="h-fit space-y-4 p-4">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CloudUpload aria-hidden className="h-5 w-5 text-primary" />
          Cloud Backup
        </h2>
        {backups.data ? (
          <p className="mt-1 font-semibold">{lastCompleted ? `Last backed up ${formatTimeline(lastCompleted.lastSyncAt ?? lastCompleted.createdAt)}` : "Not backed up yet"}</p>
        ) : null}
        <p className="text-muted-foreground">A backup is a zip you can download, unzip without the app, or restore as a new job.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void backUp("job")} disabled={start.isPending || !online}>
          <CloudUpload aria-hidden className="h-5 w-5" />
          Back up job
        </Button>
        <Button variant="outline" onClick={() => void backUp("photos")} disabled={start.isPending || !online}>
          <Images aria-hidden className="h-5 w-5" />
          Back up photos
        </Button>
      </div>
      {online ? null : <NeedsSignal>No signal: backing up and restoring work again once you're back online.</NeedsSignal>}
      {unavailableOffline(backups) ? <p className="text-muted-foreground">{OFFLINE_NOTE}</p> : null}
      {backups.isPending && !waitsForSignal(backups) ? <div aria-hidden className="h-16 animate-pulse rounded-lg bg-muted" /> : null}
      {backups.isError ? <RetryLine message="Couldn't load this job's backups." onRetry={() => void backups.refetch()} /> : null}
      {backups.data?.length ? (
        <ul className="space-y-2" aria-label="Backups">
          {backups.data.map((backup) => (
            <BackupRow
              key={backup.id}
              backup={backup}
              onRetry={() => void backUp(backup.backupType === "photos" ? "photos" : "job")}
              onConfirm={setConfirm}
              onDownload={refresh}
            />
          ))}
        </ul>
      ) : null}
      <div className="border-t border-border pt-4">
        <NightlyBackupToggle />
      </div>
      <ImportBackup />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === "delete" ? "Delete this backup?" : "Restore as a new job?"}
        description={
          confirm?.kind === "delete"
            ? "The backup file is removed from the cloud. The job itself is not changed."
            : "A new job is made from this backup, with its measurements, estimates, photos, notes, voice notes and files. This job is not changed."
        }
        confirmLabel={confirm?.kind === "delete" ? "Delete" : "Restore"}
        pending={remove.isPending || restore.isPending}
        onConfirm={confirmed}
      />
    </Card>
  );
}
