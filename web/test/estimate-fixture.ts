import type { Estimate } from "../../shared/schemas/estimate";

/** A job's estimate as the API answers it: 1,000 sq ft plus 20% on two 54 in x 150 ft rolls at $400 a roll; `overrides` change what a test is about. */
export function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: "e1",
    jobId: "j1",
    vinylRollWidth: 54,
    vinylRollLength: 150,
    totalSurfaceArea: 1000,
    wastePercentage: 20,
    rollsNeeded: 2,
    materialPrice: 400,
    materialPriceBasis: "roll",
    laborHours: null,
    laborRate: null,
    currency: "USD",
    totalMaterialCost: 800,
    totalLaborCost: null,
    totalProjectCost: 800,
    notes: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    ...overrides,
  };
}
