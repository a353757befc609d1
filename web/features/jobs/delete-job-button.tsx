import { Trash2 } from "lucide-react";
import { Suspense, useState } from "react";
import { accessAllows } from "../../../shared/domain/job-access";
import type { JobAccess } from "../../../shared/schemas/job";
import { useDeleteJob } from "../../api/job-mutations";
import { buttonClasses } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";
import { lazyExport } from "../../components/lazy-page";

const DELETE_JOB_CONFIRMATION = "Are you sure you want to delete this job? This action cannot be undone.";

/** Shown only to whoever may delete the job: its owner alone (a full share edits, shares and backs up, but a deletion destroys photos and history). */
/** The confirmation is loaded when asked for, keeping the dialog code off the dashboard's first load. */
const ConfirmDialog = lazyExport(() => import("../../components/ui/confirm-dialog"), "ConfirmDialog");

type DeleteJobButtonProps = { jobId: string; access: JobAccess; jobLabel: string; onDeleted?: () => void; compact?: boolean };

export function DeleteJobButton({ jobId, access, jobLabel, onDeleted, compact }: DeleteJobButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteJob = useDeleteJob(jobId);
  const idempotency = useIdempotencyKey();

  const confirm = useSingleFlight(async () => {
    let outcome: WriteOutcome<void>;
    try {
      outcome = await deleteJob.submit({ id: jobId, idempotencyKey: idempotency.keyFor({ delete: jobId }) });
    } catch {
      toast({ title: "Failed to delete job", description: "Failed to delete job. Please try again.", variant: "destructive" });
      return;
    }
    idempotency.finish();
    setConfirming(false);
    toast({ title: "Job deleted successfully", ...syncNote(outcome) });
    onDeleted?.();
  });

  if (!accessAllows(access.level, "owner")) return null;
  return (
    <>
      <button
        type="button"
        aria-label={`Delete ${jobLabel}`}
        onClick={() => setConfirming(true)}
        className={buttonClasses("ghost", "icon", "text-destructive")}
      >
        <Trash2 aria-hidden className={compact ? "h-4 w-4" : "h-5 w-5"} />
      </button>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title="Delete job?"
            description={DELETE_JOB_CONFIRMATION}
            confirmLabel={deleteJob.isPending ? "Deleting..." : "Delete"}
            pending={deleteJob.isPending}
            onConfirm={confirm}
            onLoadFailed={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
