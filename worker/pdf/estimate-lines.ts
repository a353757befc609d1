import type { EstimateRow } from "../db/queries/estimates";
import { estimateTotals } from "../../shared/domain/estimate-math";
import { rollSizeText } from "../../shared/domain/metric-text";
import { area, money, rate } from "./document-text";
import { type FieldPair, type PageWriter, RULE_HEIGHT } from "./page-writer";

const TOTAL_GAP = 4;
const TOTAL_SIZE = 12;

const PER = { roll: "roll", sq_ft: "sq ft", sq_m: "m²" } as const;

const price = (estimate: EstimateRow) =>
  estimate.materialPrice === null ? null : `${rate(estimate.materialPrice, estimate.currency)} per ${PER[estimate.materialPriceBasis]}`;

/**
 * Under `heading`, the material, the rolls, the labour and the total of an estimate, as the report and the quote both
 * list them, kept on one page so the total is never parted from what it sums; money is never converted. A price per m²
 * has the material area in m² beside it in either units, so price × area checks.
 */
export function writeEstimate(writer: PageWriter, estimate: EstimateRow, metric: boolean, heading: string): void {
  const { materialArea } = estimateTotals(estimate);
  const inSquareMetres = metric || estimate.materialPriceBasis === "sq_m";
  const labour = estimate.laborHours !== null && estimate.laborRate !== null ? `${estimate.laborHours} h at ${rate(estimate.laborRate, estimate.currency)} per hour` : null;
  const lines: FieldPair[] = [
    ["Surface area", area(estimate.totalSurfaceArea, metric)],
    ["Waste allowance", `${estimate.wastePercentage}%`],
    ["Material area", area(materialArea, inSquareMetres)],
    ["Roll size", rollSizeText(estimate.vinylRollWidth, estimate.vinylRollLength, metric)],
    ["Rolls needed", String(estimate.rollsNeeded)],
    ["Material price", price(estimate)],
    ["Material cost", money(estimate.totalMaterialCost, estimate.currency)],
    ["Labour", labour],
    ["Labour cost", money(estimate.totalLaborCost, estimate.currency)],
  ];
  const total: FieldPair[] = [["Total", money(estimate.totalProjectCost, estimate.currency) ?? "Not priced"]];
  writer.heading(heading, 14, writer.fieldsHeight(lines) + TOTAL_GAP + RULE_HEIGHT + writer.fieldsHeight(total, TOTAL_SIZE));
  writer.fields(lines);
  writer.space(TOTAL_GAP);
  writer.rule();
  writer.fields(total, TOTAL_SIZE);
  if (estimate.notes) {
    writer.space(4);
    writer.text(estimate.notes, { size: 9 });
  }
}
