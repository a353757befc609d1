import { CloudUpload } from "lucide-react";

/** Marks a job or measurement with changes saved on this device that the server has not had yet. */
export function WaitingBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      <CloudUpload aria-hidden className="h-3.5 w-3.5" />
      Waiting to sync
    </span>
  );
}
