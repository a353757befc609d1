import { Pencil, Trash2 } from "lucide-react";
import { formatSquareFeet, withSquareMetres } from "../../../shared/domain/area-text";
import { estimateTotals } from "../../../shared/domain/estimate-math";
import type { Estimate } from "../../../shared/schemas/estimate";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { countOf } from "../../lib/format";
import { formatDay } from "../../lib/date-text";
import { formatMoney } from "../../lib/currencies";
import { rollSizeText } from "../../../shared/domain/metric-text";

/** '3 rolls · 120 sq ft of vinyl', with square metres beside the area for a metric shop, or when the material is priced per m². */
export function estimateHeadline(estimate: Estimate, metric: boolean): string {
  const { materialArea } = estimateTotals(estimate);
  return `${countOf(estimate.rollsNeeded, "roll")} · ${withSquareMetres(formatSquareFeet(materialArea), materialArea, metric || estimate.materialPriceBasis === "sq_m")} of vinyl`;
}

export const estimateDate = (estimate: Estimate) => formatDay(estimate.createdAt);

/** `metric` is the shop's (`useMetric`), read once by the list rather than by each card. */
type Props = { estimate: Estimate; latest: boolean; metric: boolean; onEdit?: () => void; onDelete?: () => void };

export function EstimateCard({ estimate, latest, metric, onEdit, onDelete }: Props) {
  const label = `estimate of ${estimateDate(estimate)}`;
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-bold">
            {estimateHeadline(estimate, metric)}
            {latest ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">Latest</span> : null}
          </h3>
          <p className="text-sm text-muted-foreground">
            {withSquareMetres(formatSquareFeet(estimate.totalSurfaceArea), estimate.totalSurfaceArea, metric)} + {estimate.wastePercentage}% waste ·{" "}
            {rollSizeText(estimate.vinylRollWidth, estimate.vinylRollLength, metric)} rolls ·{" "}
            {estimateDate(estimate)}
          </p>
        </div>
        {onEdit && onDelete ? (
          <div className="flex shrink-0">
            <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
              <Pencil aria-hidden className="h-5 w-5" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
              <Trash2 aria-hidden className="h-5 w-5 text-destructive" />
            </Button>
          </div>
        ) : null}
      </div>
      {estimate.totalProjectCost !== null ? (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {[
            ["Material", estimate.totalMaterialCost],
            ["Labour", estimate.totalLaborCost],
            ["Project", estimate.totalProjectCost],
          ].map(([name, amount]) => (
            <div key={name as string}>
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(amount as number | null, estimate.currency)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {estimate.notes ? <p className="whitespace-pre-line text-sm">{estimate.notes}</p> : null}
    </Card>
  );
}
