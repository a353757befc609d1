import type { EstimateRow } from "../db/queries/estimates";
import { estimateTotals } from "../../shared/domain/estimate-math";
import { rollSizeText } from "../../shared/domain/metric-text";
import { area, money } from "./document-text";
import type { PageWriter } from "./page-writer";

const PER = { roll: "roll", sq_ft: "sq ft", sq_m: "m²" } as const;

const price = (estimate: EstimateRow) => {
  const amount = money(estimate.materialPrice, estimate.currency);
  return amount && `${amount} per ${PER[estimate.materialPriceBasis]}`;
};

/**
 * The material, the rolls, the labour and the total of an estimate, as the report and the quote both list them; money
 * is never converted. A price per m² has the material area in m² beside it in either units, so price × area checks.
 */
export function writeEstimate(writer: PageWriter, estimate: EstimateRow, metric: boolean): void {
  const { materialArea } = estimateTotals(estimate);
  const inSquareMetres = metric || estimate.materialPriceBasis === "sq_m";
  const labour = estimate.laborHours !== null && estimate.laborRate !== null ? `${estimate.laborHours} h at ${money(estimate.laborRate, estimate.currency)} per hour` : null;
  writer.fields([
    ["Surface area", area(estimate.totalSurfaceArea, metric)],
    ["Waste allowance", `${estimate.wastePercentage}%`],
    ["Material area", area(materialArea, inSquareMetres)],
    ["Roll size", rollSizeText(estimate.vinylRollWidth, estimate.vinylRollLength, metric)],
    ["Rolls needed", String(estimate.rollsNeeded)],
    ["Material price", price(estimate)],
    ["Material cost", money(estimate.totalMaterialCost, estimate.currency)],
    ["Labour", labour],
    ["Labour cost", money(estimate.totalLaborCost, estimate.currency)],
  ]);
  writer.space(4);
  writer.rule();
  writer.fields([["Total", money(estimate.totalProjectCost, estimate.currency) ?? "Not priced"]], 12);
  if (estimate.notes) {
    writer.space(4);
    writer.text(estimate.notes, { size: 9 });
  }
}
