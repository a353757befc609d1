import { Calculator } from "lucide-react";
import { useState } from "react";
import { formatSquareFeet, withSquareMetres } from "../../../shared/domain/area-text";
import { estimateTotals, usageAgainstEstimate } from "../../../shared/domain/estimate-math";
import type { Job } from "../../../shared/schemas/job";
import type { Estimate } from "../../../shared/schemas/estimate";
import { useEstimates } from "../../api/estimates";
import { accessAllows } from "../../../shared/domain/job-access";
import { Button } from "../../components/ui/button";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { Card } from "../../components/ui/card";
import { countOf } from "../../lib/format";
import { formatMoney } from "../../lib/currencies";
import { estimateDate, estimateHeadline } from "./estimate-card";
import { useShopDefaultsPending } from "../../api/account-pending";
import { useMetric } from "../../api/account-query";
import { LazyVinylUsedDialog } from "./vinyl-used-dialog-lazy";

/** The Overview's latest material estimate and, once the job is done, the vinyl that actually went on; the Wrapulator tab holds every estimate. */
export function LatestEstimateCard({ job, onOpenEstimates }: { job: Job; onOpenEstimates: () => void }) {
  const editable = accessAllows(job.access.level, "edit");
  const estimates = useEstimates(job.id);
  const metric = useMetric();
  const unitsPending = useShopDefaultsPending();
  const [recording, setRecording] = useState(false);
  const list = estimates.data ?? [];
  const latest = list[0];
  const used = job.vinylUsedSquareFeet;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Calculator aria-hidden className="h-5 w-5 text-primary" />
          Material Estimate
        </h2>
        <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={onOpenEstimates}>
          {list.length > 1 ? `All ${countOf(list.length, "estimate")}` : latest ? "Edit" : "Estimate"}
        </Button>
      </div>
      {estimates.isPending || unitsPending ? (
        <p className="text-muted-foreground">{estimates.fetchStatus === "paused" ? OFFLINE_NOTE : "Loading estimates…"}</p>
      ) : estimates.isError ? (
        <p className="text-muted-foreground">Couldn't load the estimates.</p>
      ) : !latest ? (
        <p className="text-muted-foreground">No estimate yet.</p>
      ) : (
        <div>
          <p className="font-semibold">{estimateHeadline(latest, metric)}</p>
          {latest.totalProjectCost !== null ? <p className="text-2xl font-bold tabular-nums">{formatMoney(latest.totalProjectCost, latest.currency)}</p> : null}
          <p className="text-sm text-muted-foreground">Latest, from {estimateDate(latest)}</p>
        </div>
      )}
      {used !== null ? (
        unitsPending ? null : <UsedVinyl used={used} latest={latest} metric={metric} onChange={editable ? () => setRecording(true) : null} />
      ) : job.status === "completed" && editable ? (
        <Button variant="outline" className="w-full" onClick={() => setRecording(true)}>
          Record vinyl used
        </Button>
      ) : null}
      {recording ? <LazyVinylUsedDialog job={job} onClose={() => setRecording(false)} /> : null}
    </Card>
  );
}

/** The vinyl that went on, against the latest estimate; `onChange` is null for someone who may not edit the job. */
function UsedVinyl({ used, latest, metric, onChange }: { used: number; latest: Estimate | undefined; metric: boolean; onChange: (() => void) | null }) {
  return (
    <div className="flex items-center justify-between gap-2 border-t border-border pt-3">
      <p>
        <span className="font-semibold">Vinyl used: {withSquareMetres(formatSquareFeet(used), used, metric)}</span>
        {latest ? <span className="block text-sm text-muted-foreground">{usageAgainstEstimate(used, estimateTotals(latest).materialArea)}</span> : null}
      </p>
      {onChange ? (
        <Button variant="ghost" onClick={onChange} aria-label="Change the vinyl used">
          Change
        </Button>
      ) : null}
    </div>
  );
}
