import { Trash2 } from "lucide-react";
import { useState } from "react";
import { accessAllows } from "../../../shared/domain/job-access";
import type { JobAccess } from "../../../shared/schemas/job";
import { buttonClasses } from "../../components/ui/button";
import { lazyExport, whenShown } from "../../components/lazy-page";

/** The confirmation, and the deletion it sends, load when asked for: off the dashboard's first load and its cards' renders. */
const DeleteJobConfirm = whenShown(lazyExport(() => import("./delete-job-confirm"), "DeleteJobConfirm"));

/** `name`: the job with its client (`jobWithClient`), so two jobs of one client are told apart; `here`: on the job's own page. */
type DeleteJobButtonProps = { jobId: string; access: JobAccess; name: string; here?: boolean; onDeleted?: () => void; compact?: boolean };

/** Shown only to whoever may delete the job: its owner alone (a full share edits, shares and backs up, but a deletion destroys photos and history). */
export function DeleteJobButton({ jobId, access, name, here, onDeleted, compact }: DeleteJobButtonProps) {
  const [confirming, setConfirming] = useState(false);
  if (!accessAllows(access.level, "owner")) return null;
  const close = () => setConfirming(false);
  return (
    <>
      <button
        type="button"
        aria-label={here ? "Delete this job" : `Delete job ${name}`}
        onClick={() => setConfirming(true)}
        className={buttonClasses("ghost", "icon", "text-destructive")}
      >
        <Trash2 aria-hidden className={compact ? "h-4 w-4" : "h-5 w-5"} />
      </button>
      {confirming ? (
        <DeleteJobConfirm jobId={jobId} name={name} onClose={close} onDeleted={onDeleted} />
      ) : null}
    </>
  );
}
