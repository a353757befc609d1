import { useDeleteJob } from "../../api/job-mutations";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";

const DELETE_JOB_CONFIRMATION = "Are you sure you want to delete this job? This action cannot be undone.";

/** Asks before deleting a job, naming it, and sends the deletion; the tries of one confirmation share one Idempotency-Key. */
export function DeleteJobConfirm({ jobId, name, onClose, onDeleted }: { jobId: string; name: string; onClose: () => void; onDeleted?: () => void }) {
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
    onClose();
    toast({ title: "Job deleted successfully", ...syncNote(outcome) });
    onDeleted?.();
  });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description={DELETE_JOB_CONFIRMATION}
      confirmLabel={deleteJob.isPending ? "Deleting..." : "Delete"}
      pending={deleteJob.isPending}
      onConfirm={confirm}
    />
  );
}
