import { formatArea } from "../../../shared/domain/area-text";
import { useMetric } from "../../api/account-query";
import type { InsightFigures } from "../../../shared/schemas/insights";
import { countOf } from "../../lib/format";
import { ChartCard } from "./chart-card";

function differenceText(percent: number): string {
  if (percent === 0) return "As estimated";
  return `${Math.abs(percent)}% ${percent < 0 ? "under" : "over"}`;
}

/** How much vinyl the period's completed jobs took, against what their latest estimates said. */
export function VinylCard({ vinyl, completed }: { vinyl: InsightFigures["vinyl"]; completed: number }) {
  const metric = useMetric();
  return (
    <ChartCard title="Vinyl Used vs Estimated" note="Jobs completed in this period whose vinyl used was recorded.">
      {vinyl.jobsWithUsed === 0 ? (
        <p className="text-muted-foreground">
          {completed === 0 ? "No jobs were completed in this period." : "No completed job has its vinyl used recorded yet. Completing a job asks for it."}
        </p>
      ) : (
        <dl className="divide-y divide-border">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt className="font-semibold">Vinyl used</dt>
            <dd className="text-xl font-bold tabular-nums">{formatArea(vinyl.usedSquareFeet, metric)}</dd>
            <dd className="w-full text-sm text-muted-foreground">
              On {vinyl.jobsWithUsed} of {countOf(completed, "completed job")}
            </dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt className="font-semibold">Against the estimates</dt>
            <dd className="text-xl font-bold tabular-nums">{vinyl.differencePercent === null ? "—" : differenceText(vinyl.differencePercent)}</dd>
            <dd className="w-full text-sm text-muted-foreground">
              {vinyl.compared === 0
                ? "None of these jobs has an estimate to compare with."
                : `${formatArea(vinyl.usedAgainstEstimate, metric)} used where the latest estimates said ${formatArea(vinyl.estimatedSquareFeet, metric)}, on ${countOf(vinyl.compared, "job")}`}
            </dd>
          </div>
        </dl>
      )}
    </ChartCard>
  );
}
