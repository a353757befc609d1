import { Calculator } from "lucide-react";
import { useState } from "react";
import { formatSquareFeet, formatSquareFeetExact, formatSquareMetres } from "../../../shared/domain/area-text";
import { formatVinylNeeded, vinylNeeded } from "../../../shared/domain/vinyl";
import { accessAllows } from "../../../shared/domain/job-access";
import { TOTAL_AREA_SOURCE_TEXT } from "../../../shared/domain/job-text";
import type { Job } from "../../../shared/schemas/job";
import { isApiError } from "../../api/http";
import { type JobBase, useUpdateJob } from "../../api/job-mutations";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";

type SummaryProps = { job: Job; measuredSquareFeet: number; count: number };

export function MeasurementSummary({ job, measuredSquareFeet, count }: SummaryProps) {
  const updateJob = useUpdateJob(job.id);
  const idempotency = useIdempotencyKey();
  const [askedFrom, setAskedFrom] = useState<JobBase | null>(null);
  const pinned = job.totalSquareFeetSource !== "measurements";

  const followMeasurements = useSingleFlight(async () => {
    if (!askedFrom) return;
    const request = { patch: { totalSquareFeetSource: "measurements" as const }, base: askedFrom };
    let outcome: WriteOutcome<unknown>;
    try {
      outcome = await updateJob.submit({ id: job.id, idempotencyKey: idempotency.keyFor(request), ...request });
    } catch (error) {
      toastFailure("Couldn't update the job total", error, { fieldLabels: { totalSquareFeetSource: "the job's total area" } });
      if (isApiError(error, "edit_conflict")) setAskedFrom(null);
      return;
    }
    idempotency.finish();
    setAskedFrom(null);
    toast({ title: "Job total updated", description: "The job's total area now follows its measurements.", ...syncNote(outcome) });
  });

  return (
    <Card className="space-y-3 p-4">
      <h3 className="flex items-center gap-2 font-bold">
        <Calculator aria-hidden className="h-5 w-5 text-primary" />
        Totals
      </h3>
      <div>
        <p className="text-sm text-muted-foreground">
          Measured · {count} {count === 1 ? "panel" : "panels"}
        </p>
        <p className="text-2xl font-bold">{formatSquareFeetExact(measuredSquareFeet)}</p>
        <p className="text-sm text-muted-foreground">{formatSquareMetres(measuredSquareFeet)}</p>
      </div>
      <dl className="divide-y divide-border border-t border-border">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted-foreground">Job total area</dt>
          <dd className="text-right">
            <span className="block font-semibold">{job.totalSquareFeet === null ? "—" : formatSquareFeetExact(job.totalSquareFeet)}</span>
            {job.totalSquareFeet === null ? null : <span className="block text-sm text-muted-foreground">{formatSquareMetres(job.totalSquareFeet)}</span>}
            <span className="block text-xs text-muted-foreground">{TOTAL_AREA_SOURCE_TEXT[job.totalSquareFeetSource]}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted-foreground">Vinyl needed</dt>
          <dd className="text-right">
            <span className="block font-semibold">{formatVinylNeeded(job.totalSquareFeet)}</span>
            {job.totalSquareFeet === null ? null : <span className="block text-sm text-muted-foreground">{formatSquareMetres(vinylNeeded(job.totalSquareFeet))}</span>}
          </dd>
        </div>
      </dl>
      {pinned && accessAllows(job.access.level, "edit") ? (
        <Button variant="outline" className="w-full" onClick={() => setAskedFrom({ totalSquareFeetSource: job.totalSquareFeetSource })}>
          Use measured total
        </Button>
      ) : null}
      <ConfirmDialog
        open={askedFrom !== null}
        onOpenChange={(open) => !open && setAskedFrom(null)}
        title="Use the measured total?"
        description={`The job's total area of ${formatSquareFeet(job.totalSquareFeet)} (${TOTAL_AREA_SOURCE_TEXT[job.totalSquareFeetSource].toLowerCase()}) will be replaced by the measured ${formatSquareFeetExact(measuredSquareFeet)}, and will follow the measurements from now on.`}
        confirmLabel={updateJob.isPending ? "Saving..." : "Use measured total"}
        pending={updateJob.isPending}
        onConfirm={followMeasurements}
      />
    </Card>
  );
}
