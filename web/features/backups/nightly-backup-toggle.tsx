import { Check } from "lucide-react";
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
        className="peer sr-only"
        checked={on}
        disabled={settings.isPending || save.isPending}
        onChange={(event) => void change(event.target.checked)}
      />
      <span
        aria-hidden
        className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-md border-2 border-input text-primary-foreground peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-60 [&>svg]:opacity-0 peer-checked:[&>svg]:opacity-100"
      >
        <Check className="h-4 w-4" strokeWidth={3} />
      </span>
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
