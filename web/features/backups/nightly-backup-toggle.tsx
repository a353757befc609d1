import { NIGHTLY_BACKUP_HOUR_UTC } from "../../../shared/domain/backup-rules";
import { useBackupSettings, useSetBackupSettings } from "../../api/backups";
import { toastFailure } from "../feedback/failure-toast";

/** The account setting "Back up changed jobs every night", the same wherever it is shown. */
export function NightlyBackupToggle() {
  const settings = useBackupSettings();
  const save = useSetBackupSettings();
  const on = save.isPending ? (save.variables?.nightly ?? false) : (settings.data?.nightly ?? false);

  const change = async (nightly: boolean) => {
    try {
      await save.mutateAsync({ nightly });
    } catch (error) {
      toastFailure("Setting not saved", error);
    }
  };

  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-[var(--primary)]"
        checked={on}
        disabled={settings.isPending || save.isPending}
        onChange={(event) => void change(event.target.checked)}
      />
      <span>
        <span className="font-semibold">Back up changed jobs every night</span>
        <span className="block text-sm text-muted-foreground">
          {settings.isError
            ? "Couldn't load this setting."
            : `For every job of yours changed since its last backup, around ${String(NIGHTLY_BACKUP_HOUR_UTC).padStart(2, "0")}:00 UTC. Each job keeps its newest 5 automatic backups.`}
        </span>
      </span>
    </label>
  );
}
