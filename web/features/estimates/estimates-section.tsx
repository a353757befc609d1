import { Plus } from "lucide-react";
import { useState } from "react";
import type { Estimate } from "../../../shared/schemas/estimate";
import { useDeleteEstimate, useEstimates } from "../../api/estimates";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { RetryLine } from "../../components/ui/retry-line";
import { toast } from "../../components/ui/toast-store";
import { lazyExport, whenShown } from "../../components/lazy-page";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { EstimateCard, estimateDate } from "./estimate-card";
import type { EstimateEditing } from "./estimate-dialog";
import type { EstimateSeed } from "./estimate-draft";
import { useMetric } from "../../api/account-query";

/** With its form rules (zod), loaded when first opened rather than with the Wrapulator. */
const EstimateDialog = whenShown(lazyExport(() => import("./estimate-dialog"), "EstimateDialog"));

/** Without `onEditing` the estimates are read only (the caller may view the job but not change it). */
type Props = { jobId: string; seed: EstimateSeed; editing: EstimateEditing | null; onEditing?: (editing: EstimateEditing | null) => void };

/** A job's material estimates (several, for options), newest first, each editable and deletable. */
export function EstimatesSection({ jobId, seed, editing, onEditing }: Props) {
  const estimates = useEstimates(jobId);
  const metric = useMetric();
  const remove = useDeleteEstimate(jobId);
  const idempotency = useIdempotencyKey();
  const [deleting, setDeleting] = useState<Estimate | null>(null);

  const confirmDelete = useSingleFlight(async () => {
    if (!deleting) return;
    const request = { id: deleting.id };
    try {
      await remove.mutateAsync({ ...request, idempotencyKey: idempotency.keyFor(request) });
    } catch (error) {
      toastFailure("Couldn't delete the estimate", error);
      return;
    }
    idempotency.finish();
    setDeleting(null);
    toast({ title: "Estimate deleted" });
  });

  return (
    <section aria-labelledby="estimates-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="estimates-heading" className="text-xl font-bold">
          Material estimates
        </h2>
        {onEditing ? (
          <Button variant="outline" onClick={() => onEditing({ seed })}>
            <Plus aria-hidden className="h-5 w-5" />
            New estimate
          </Button>
        ) : null}
      </div>
      {estimates.isError ? (
        <RetryLine message="Couldn't load the estimates." onRetry={() => void estimates.refetch()} />
      ) : estimates.data?.length === 0 ? (
        <p className="text-muted-foreground">No estimates yet. Save one from a decoded VIN or start a new one from the job's area.</p>
      ) : (
        <ul aria-label="Estimates" className="space-y-3">
          {estimates.data?.map((estimate, index) => (
            <li key={estimate.id}>
              <EstimateCard
                estimate={estimate}
                latest={index === 0}
                metric={metric}
                onEdit={onEditing ? () => onEditing({ estimate }) : undefined}
                onDelete={onEditing ? () => setDeleting(estimate) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && onEditing ? (
        <EstimateDialog key={"estimate" in editing ? editing.estimate.id : "new"} jobId={jobId} editing={editing} onClose={() => onEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this estimate?"
        description={deleting ? `The estimate of ${estimateDate(deleting)} will be removed from this job.` : ""}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
