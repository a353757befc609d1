import { roundDecimal } from "./number-text";
import { round2, SQUARE_INCHES_PER_SQUARE_FOOT, squareFeetToSquareMetres } from "./units";
import { rollsFor, withWaste } from "./vinyl";

/** Spec section 9: a new estimate's roll is 60 in x 75 ft and its waste allowance 10%. */
export const ESTIMATE_DEFAULTS = { vinylRollWidth: 60, vinylRollLength: 75, wastePercentage: 10 } as const;
/** A material price is per roll, per square foot, or per square metre (a metric shop's price list). */
export const PRICE_BASES = ["roll", "sq_ft", "sq_m"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export type EstimateTerms = {
  vinylRollWidth: number;
  vinylRollLength: number;
  totalSurfaceArea: number;
  wastePercentage: number;
  materialPrice: number | null;
  materialPriceBasis: PriceBasis;
  laborHours: number | null;
  laborRate: number | null;
  currency: string;
};

export type EstimateTotals = {
  materialArea: number;
  rollsNeeded: number;
  totalMaterialCost: number | null;
  totalLaborCost: number | null;
  totalProjectCost: number | null;
};

/** Square feet on one roll: width in inches, length in feet. */
export function rollSquareFeet(widthIn: number, lengthFt: number): number {
  return (widthIn * lengthFt * 12) / SQUARE_INCHES_PER_SQUARE_FOOT;
}

const minorUnits = new Map<string, number>();

/** Decimals of the currency's smallest unit (ISO 4217, as Intl knows it): 2 for USD, 0 for JPY; 2 for a code it does not know. */
function currencyDecimals(currency: string): number {
  let decimals = minorUnits.get(currency);
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    minorUnits.set(currency, decimals);
  }
  return decimals;
}

/**
 * What an estimate works out to. Area with waste is rounded to the hundredth first, so the rolls follow the number
 * shown; a price per roll buys whole rolls, a price per square foot the area with waste, a price per square metre that
 * area in square metres as shown (to the hundredth). Costs are rounded to the
 * currency's smallest unit, so the parts shown add up to the total shown (¥1,235 + ¥1,235 is ¥2,470, not ¥2,469).
 */
export function estimateTotals(terms: EstimateTerms): EstimateTotals {
  const cost = (amount: number) => roundDecimal(amount, currencyDecimals(terms.currency));
  const materialArea = withWaste(terms.totalSurfaceArea, terms.wastePercentage);
  const rollsNeeded = rollsFor(materialArea, rollSquareFeet(terms.vinylRollWidth, terms.vinylRollLength));
  const priced = { roll: rollsNeeded, sq_ft: materialArea, sq_m: squareFeetToSquareMetres(materialArea) }[terms.materialPriceBasis];
  const totalMaterialCost = terms.materialPrice === null ? null : cost(terms.materialPrice * priced);
  const totalLaborCost = terms.laborHours === null || terms.laborRate === null ? null : cost(terms.laborHours * terms.laborRate);
  const totalProjectCost = totalMaterialCost === null && totalLaborCost === null ? null : cost((totalMaterialCost ?? 0) + (totalLaborCost ?? 0));
  return { materialArea, rollsNeeded, totalMaterialCost, totalLaborCost, totalProjectCost };
}

/** Square feet of a roll's length: linear feet times the roll's width in inches. */
export function linearFeetToSquareFeet(feet: number, rollWidthIn: number): number {
  return round2((feet * rollWidthIn) / 12);
}

/** Vinyl used against the estimate's material, as a rounded percent of the estimate (negative: under); null with no estimate. */
export function differencePercent(usedSquareFeet: number, estimatedSquareFeet: number): number | null {
  if (estimatedSquareFeet <= 0) return null;
  const percent = ((usedSquareFeet - estimatedSquareFeet) / estimatedSquareFeet) * 100;
  return Math.sign(percent) * Math.round(Math.abs(percent)) || 0;
}

/** How the vinyl used compares with the estimate's material (area with waste): "8% under the estimate". */
export function usageAgainstEstimate(usedSquareFeet: number, estimatedSquareFeet: number): string {
  const percent = differencePercent(usedSquareFeet, estimatedSquareFeet);
  if (percent === null) return "no estimate to compare with";
  if (percent === 0) return "as estimated";
  return `${Math.abs(percent)}% ${percent < 0 ? "under" : "over"} the estimate`;
}
