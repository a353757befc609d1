import { Calculator } from "lucide-react";
import { useEstimates } from "../../api/estimates";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { countOf } from "../../lib/format";
import { formatMoney } from "./currency";
import { estimateDate, estimateHeadline } from "./estimate-card";

/** The Overview's latest material estimate; the Wrapulator tab holds them all. */
export function LatestEstimateCard({ jobId, onOpenEstimates }: { jobId: string; onOpenEstimates: () => void }) {
  const estimates = useEstimates(jobId);
  const list = estimates.data ?? [];
  const latest = list[0];
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
      {estimates.isPending ? (
        <p className="text-muted-foreground">Loading estimates…</p>
      ) : estimates.isError ? (
        <p className="text-muted-foreground">Couldn't load the estimates.</p>
      ) : !latest ? (
        <p className="text-muted-foreground">No estimate yet.</p>
      ) : (
        <div>
          <p className="font-semibold">{estimateHeadline(latest)}</p>
          {latest.totalProjectCost !== null ? <p className="text-2xl font-bold tabular-nums">{formatMoney(latest.totalProjectCost, latest.currency)}</p> : null}
          <p className="text-sm text-muted-foreground">Latest, from {estimateDate(latest)}</p>
        </div>
      )}
    </Card>
  );
}
