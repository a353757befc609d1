import { FolderArchive } from "lucide-react";
import { useState } from "react";
import type { Backup } from "../../../shared/schemas/backup";
import { useAccountExports, useDeleteBackup, useRefreshBackups, useStartAccountExport } from "../../api/backups";
import { Button } from "../../components/ui/button";
import { NeedsSignal } from "../../components/needs-signal";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog } from "../../components/ui/dialog";
import { RetryLine } from "../../components/ui/retry-line";
import { toast } from "../../components/ui/toast-store";
import { useOnline } from "../../lib/use-online";
import { toastFailure } from "../feedback/failure-toast";
import { AccountExportRow } from "./account-export-row";
import { ImportBackup } from "./import-backup";
import { NightlyBackupToggle } from "./nightly-backup-toggle";
import { unavailableOffline } from "../../api/query-offline";

/** The newest export whatever became of it, and every older one that holds a zip (and so counts toward the quota). */
const shownExports = (exports: Backup[] = []) => exports.filter((backup, index) => index === 0 || backup.status === "completed");

/** The account's backups: the whole account as one zip (with progress), nightly backups, and restoring a file. */
export function AccountBackupsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const exports = useAccountExports();
  const start = useStartAccountExport();
  const remove = useDeleteBackup(null);
  const refresh = useRefreshBackups(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const shown = shownExports(exports.data);
  const online = useOnline();

  const exportAccount = async () => {
    try {
      await start.mutateAsync();
      toast({ title: "Backup Started", description: "Your account export is being prepared." });
    } catch (error) {
      toastFailure("Backup Failed", error, { fallback: "Failed to create backup. Please try again." });
    }
  };

  const deleteExport = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: "Export deleted" });
      setDeleting(null);
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
          <Button onClick={() => void exportAccount()} disabled={start.isPending || shown[0]?.status === "pending" || !online}>
            <FolderArchive aria-hidden className="h-5 w-5" />
            Export my account
          </Button>
          {online ? null : <NeedsSignal>No signal: exporting and restoring work again once you're back online.</NeedsSignal>}
          {unavailableOffline(exports) ? <p className="text-sm text-muted-foreground">{OFFLINE_NOTE}</p> : null}
          {exports.isError ? <RetryLine message="Couldn't load your exports." onRetry={() => void exports.refetch()} /> : null}
          {shown.length ? (
            <ul className="space-y-2" aria-label="Account exports">
              {shown.map((backup) => (
                <AccountExportRow
                  key={backup.id}
                  backup={backup}
                  onRetry={() => void exportAccount()}
                  onDelete={() => setDeleting(backup)}
                  onDownload={refresh}
                  deleting={remove.isPending}
                />
              ))}
            </ul>
          ) : null}
        </section>
        <section className="border-t border-border pt-4">
          <NightlyBackupToggle />
        </section>
        <ImportBackup onRestored={() => onOpenChange(false)} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete this export?"
        description="The export file is removed from the cloud. Your account and its jobs are not changed."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={deleteExport}
      />
    </Dialog>
  );
}
