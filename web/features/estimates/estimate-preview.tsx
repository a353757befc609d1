import { formatSquareFeetExact, withSquareMetres } from "../../../shared/domain/area-text";
import { estimateTotals } from "../../../shared/domain/estimate-math";
import type { EstimateCreate } from "../../../shared/schemas/estimate";
import { formatMoney } from "../../lib/currencies";
import { rollSizeText } from "../../../shared/domain/metric-text";

/** The estimate worked out as the user types, with the same arithmetic the server stores; in metric, roll sizes in cm and m and square metres beside the area. */
export function EstimatePreview({ values, metric }: { values: EstimateCreate | null; metric: boolean }) {
  if (!values) return <p className="text-sm text-muted-foreground">Fix the fields marked above to see the totals.</p>;
  const totals = estimateTotals({ ...values, materialPrice: values.materialPrice ?? null, laborHours: values.laborHours ?? null, laborRate: values.laborRate ?? null });
  const rows: [string, string][] = [
    [`Material with ${values.wastePercentage}% waste`, withSquareMetres(formatSquareFeetExact(totals.materialArea), totals.materialArea, metric)],
    [`Rolls (${rollSizeText(values.vinylRollWidth, values.vinylRollLength, metric)})`, String(totals.rollsNeeded)],
    ["Material cost", formatMoney(totals.totalMaterialCost, values.currency)],
    ["Labour cost", formatMoney(totals.totalLaborCost, values.currency)],
    ["Project cost", formatMoney(totals.totalProjectCost, values.currency)],
  ];
  return (
    <dl aria-label="Estimate totals" className="divide-y divide-border rounded-lg bg-muted px-3">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 py-2">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
