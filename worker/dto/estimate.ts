import type { Estimate } from "../../shared/schemas/estimate";
import type { EstimateRow } from "../db/queries/estimates";

export function toEstimateDto(row: EstimateRow): Estimate {
  return {
    id: row.id,
    jobId: row.jobId,
    vinylRollWidth: row.vinylRollWidth,
    vinylRollLength: row.vinylRollLength,
    totalSurfaceArea: row.totalSurfaceArea,
    wastePercentage: row.wastePercentage,
    rollsNeeded: row.rollsNeeded,
    materialPrice: row.materialPrice,
    materialPriceBasis: row.materialPriceBasis,
    laborHours: row.laborHours,
    laborRate: row.laborRate,
    currency: row.currency,
    totalMaterialCost: row.totalMaterialCost,
    totalLaborCost: row.totalLaborCost,
    totalProjectCost: row.totalProjectCost,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
