import { describe, expect, it } from "vitest";
import { ESTIMATE_DEFAULTS, type EstimateTerms, estimateTotals, linearFeetToSquareFeet, rollSquareFeet, usageAgainstEstimate } from "./estimate-math";

const terms = (overrides: Partial<EstimateTerms>): EstimateTerms => ({
  ...ESTIMATE_DEFAULTS,
  totalSurfaceArea: 216,
  materialPrice: null,
  materialPriceBasis: "roll",
  laborHours: null,
  laborRate: null,
  currency: "USD",
  ...overrides,
});

describe("estimate totals", () => {
  it("holds 375 sq ft on the default 60 in x 75 ft roll", () => {
    expect(rollSquareFeet(60, 75)).toBe(375);
    expect(rollSquareFeet(54, 50)).toBe(225);
  });

  it("adds the waste allowance and counts whole rolls", () => {
    expect(estimateTotals(terms({}))).toEqual({ materialArea: 237.6, rollsNeeded: 1, totalMaterialCost: null, totalLaborCost: null, totalProjectCost: null });
    expect(estimateTotals(terms({ totalSurfaceArea: 350 })).rollsNeeded).toBe(2);
    expect(estimateTotals(terms({ totalSurfaceArea: 0 })).rollsNeeded).toBe(0);
  });

  it("does not order a roll for a rounding crumb: exactly one roll's area is one roll", () => {
    expect(estimateTotals(terms({ totalSurfaceArea: 375, wastePercentage: 0 })).rollsNeeded).toBe(1);
    expect(estimateTotals(terms({ totalSurfaceArea: 340.91, wastePercentage: 10 })).rollsNeeded).toBe(1);
    expect(estimateTotals(terms({ totalSurfaceArea: 342.3, wastePercentage: 10 })).rollsNeeded).toBe(2);
  });

  it("prices whole rolls, or the area with waste by the square foot", () => {
    expect(estimateTotals(terms({ totalSurfaceArea: 400, materialPrice: 780 })).totalMaterialCost).toBe(1560);
    expect(estimateTotals(terms({ materialPrice: 2.5, materialPriceBasis: "sq_ft" })).totalMaterialCost).toBe(594);
  });

  it("prices the area with waste by the square metre as shown, to the hundredth", () => {
    const perSquareMetre = estimateTotals(terms({ materialPrice: 27, materialPriceBasis: "sq_m" }));
    expect(perSquareMetre.materialArea, "216 sq ft plus 10%").toBe(237.6);
    expect(perSquareMetre.totalMaterialCost, "22.07 m² at 27").toBe(595.89);
  });

  it("adds labour when both hours and rate are known, and totals whatever is priced", () => {
    const priced = estimateTotals(terms({ materialPrice: 780, laborHours: 12.5, laborRate: 65 }));
    expect(priced).toMatchObject({ totalMaterialCost: 780, totalLaborCost: 812.5, totalProjectCost: 1592.5 });
    expect(estimateTotals(terms({ laborHours: 10, laborRate: null }))).toMatchObject({ totalLaborCost: null, totalProjectCost: null });
    expect(estimateTotals(terms({ laborHours: 10, laborRate: 50 }))).toMatchObject({ totalMaterialCost: null, totalProjectCost: 500 });
  });

  it("rounds costs to the currency's smallest unit, so the parts shown add up to the total shown", () => {
    const yen = terms({ totalSurfaceArea: 100, wastePercentage: 0, materialPrice: 12.35, materialPriceBasis: "sq_ft", laborHours: 2.5, laborRate: 493, currency: "JPY" });
    expect(estimateTotals(yen)).toMatchObject({ totalMaterialCost: 1235, totalLaborCost: 1233, totalProjectCost: 2468 });
    expect(estimateTotals({ ...yen, laborRate: 493.9 })).toMatchObject({ totalLaborCost: 1235, totalProjectCost: 2470 });
    expect(estimateTotals({ ...yen, currency: "USD" })).toMatchObject({ totalMaterialCost: 1235, totalLaborCost: 1232.5, totalProjectCost: 2467.5 });
    expect(estimateTotals({ ...yen, currency: "BHD", laborRate: 0.4567 })).toMatchObject({ totalLaborCost: 1.142 });
  });
});

describe("vinyl used", () => {
  it("turns linear feet of a roll into square feet", () => {
    expect(linearFeetToSquareFeet(75, 60)).toBe(375);
    expect(linearFeetToSquareFeet(10.5, 54)).toBe(47.25);
  });

  it("compares what went on with the estimate's material", () => {
    expect(usageAgainstEstimate(388, 421.91)).toBe("8% under the estimate");
    expect(usageAgainstEstimate(450, 421.91)).toBe("7% over the estimate");
    expect(usageAgainstEstimate(421, 421.91)).toBe("as estimated");
    expect(usageAgainstEstimate(95.5, 100)).toBe("5% under the estimate");
    expect(usageAgainstEstimate(104.5, 100)).toBe("5% over the estimate");
    expect(usageAgainstEstimate(10, 0)).toBe("no estimate to compare with");
  });
});
