import { Calculator } from "lucide-react";
import { vinylNeeded } from "../../../shared/domain/vinyl";
import type { Job } from "../../../shared/schemas/job";
import { ApiError } from "../../api/http";
import { useUpdateJob } from "../../api/jobs";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { formatSquareFeet } from "../../lib/format";
import { formatSquareFeetExact, formatSquareMetres } from "./area-format";

export const TOTAL_SOURCE_TEXT = {
  measurements: "Follows the measurements",
  manual: "Entered by hand",
  template: "From a vehicle template",
} as const;

type SummaryProps = { job: Job; measuredSquareFeet: number; count: number };

export function MeasurementSummary({ job, measuredSquareFeet, count }: SummaryProps) {
  const updateJob = useUpdateJob(job.id);
  const pinned = job.totalSquareFeetSource !== "measurements";

  const followMeasurements = async () => {
    try {
      await updateJob.mutateAsync({ totalSquareFeetSource: "measurements" });
    } catch (error) {
      toast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "Please try again.", variant: "destructive" });
      return;
    }
    toast({ title: "Job total updated", description: "The job's total area now follows its measurements." });
  };

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
            <span className="block font-semibold">{formatSquareFeet(job.totalSquareFeet)}</span>
            <span className="block text-xs text-muted-foreground">{TOTAL_SOURCE_TEXT[job.totalSquareFeetSource]}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted-foreground">Vinyl needed</dt>
          <dd className="font-semibold">{job.totalSquareFeet === null ? "—" : `${vinylNeeded(job.totalSquareFeet).toFixed(1)} sq ft`}</dd>
        </div>
      </dl>
      {pinned ? (
        <Button variant="outline" className="w-full" disabled={updateJob.isPending} onClick={followMeasurements}>
          Use measured total
        </Button>
      ) : null}
    </Card>
  );
}
