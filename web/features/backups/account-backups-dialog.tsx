import { FolderArchive, Loader2 } from "lucide-react";
import { backupSizeText } from "../../../shared/domain/backup-rules";
import { useAccountExports, useDeleteBackup, useStartAccountExport } from "../../api/backups";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { RetryLine } from "../../components/ui/retry-line";
import { toast } from "../../components/ui/toast-store";
import { formatTimeline } from "../../lib/format";
import { toastFailure } from "../feedback/failure-toast";
import { BackupActions } from "./backup-actions";
import { ImportBackup } from "./import-backup";
import { NightlyBackupToggle } from "./nightly-backup-toggle";

/** The account's backups: the whole account as one zip (with progress), nightly backups, and restoring a file. */
export function AccountBackupsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const exports = useAccountExports();
  const start = useStartAccountExport();
  const remove = useDeleteBackup(null);
  const latest = exports.data?.[0];

  const exportAccount = async () => {
    try {
      await start.mutateAsync();
      toast({ title: "Backup Started", description: "Your account export is being prepared." });
    } catch (error) {
      toastFailure("Backup Failed", error, { fallback: "Failed to create backup. Please try again." });
    }
  };

  const deleteExport = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast({ title: "Export deleted" });
    } catch (error) {
      toastFailure("Delete Failed", error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Backups" description="Your whole account as one download, nightly backups, and restoring a backup file.">
      <div className="space-y-5">
        <section className="space-y-2" aria-labelledby="account-export-heading">
          <h3 id="account-export-heading" className="font-semibold">
            Export my account
          </h3>
          <p className="text-sm text-muted-foreground">Every job you own with its photos, your profile, your team and your clients, as one zip you can open without the app.</p>
          <Button onClick={() => void exportAccount()} disabled={start.isPending || latest?.status === "pending"}>
            <FolderArchive aria-hidden className="h-5 w-5" />
            Export my account
          </Button>
          {exports.isError ? <RetryLine message="Couldn't load your exports." onRetry={() => void exports.refetch()} /> : null}
          {latest ? (
            <div className="space-y-2 rounded-lg border border-border p-3" data-testid="account-export">
              {latest.status === "pending" ? (
                <p role="status" className="flex items-center gap-2">
                  <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
                  Preparing your export… You can close this; it carries on.
                </p>
              ) : null}
              {latest.status === "completed" ? (
                <p>
                  Ready: {formatTimeline(latest.lastSyncAt ?? latest.createdAt)}
                  {latest.fileSize !== null ? ` · ${backupSizeText(latest.fileSize)}` : ""}
                </p>
              ) : null}
              {latest.status === "failed" ? <p className="text-sm text-destructive">{latest.errorMessage ?? "Failed to create backup. Please try again."}</p> : null}
              <BackupActions backup={latest} onRetry={() => void exportAccount()} onDelete={() => void deleteExport(latest.id)} deleting={remove.isPending} />
            </div>
          ) : null}
        </section>
        <section className="border-t border-border pt-4">
          <NightlyBackupToggle />
        </section>
        <ImportBackup onRestored={() => onOpenChange(false)} />
      </div>
    </Dialog>
  );
}
