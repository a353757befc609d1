import { NONE } from "./area-text";
import { formatNumber, roundDecimal } from "./number-text";
import { round2 } from "./units";
import type { VehicleTemplate } from "./vehicle-templates";

export const ROLL_WIDTH_IN = 60;
export const ROLL_LENGTH_IN = 900;
export const ROLL_AREA_SQ_FT = (ROLL_WIDTH_IN * ROLL_LENGTH_IN) / 144;
const OVERVIEW_WASTE_FACTOR = 1.15;

export const COVERAGE_OPTIONS = [
  { value: "full", label: "Full wrap", multiplier: 1 },
  { value: "partial", label: "Partial wrap", multiplier: 0.6 },
  { value: "accent", label: "Accents", multiplier: 0.3 },
] as const;
export type Coverage = (typeof COVERAGE_OPTIONS)[number]["value"];

export type RollSize = "60 in x 50 ft" | "60 in x 75 ft" | "72 in x 75 ft";

export type TemplateMaterial = {
  coverageArea: number;
  wastePercent: 10 | 20;
  materialArea: number;
  rollsNeeded: number;
  efficiencyPercent: 90 | 85;
  recommendedRoll: RollSize;
};

/** Vinyl needed on the job overview: area plus a 15% waste allowance, one decimal. */
export function vinylNeeded(totalSquareFeet: number): number {
  return roundDecimal(totalSquareFeet * OVERVIEW_WASTE_FACTOR, 1);
}

/** Area plus a waste allowance, to the hundredth, rounded half up (148.5 + 15% is 170.78, 4.1 + 15% is 4.72). */
export function withWaste(squareFeet: number, wastePercent: number): number {
  return roundDecimal((squareFeet * (100 + wastePercent)) / 100, 2);
}

/** Whole rolls for an area; float dust (375.0000001 of a 375 sq ft roll) does not order another. */
export function rollsFor(squareFeet: number, rollSquareFeet: number): number {
  return Math.max(0, Math.ceil(squareFeet / rollSquareFeet - 1e-9));
}

/** A panel fits a roll when its narrower side is no wider than the roll. */
function fitsRoll([a, b]: [number, number]): boolean {
  return Math.min(a, b) <= ROLL_WIDTH_IN;
}

export function recommendedRoll(anyPanelTooWide: boolean, materialArea: number): RollSize {
  if (anyPanelTooWide) return "72 in x 75 ft";
  return materialArea < 150 ? "60 in x 50 ft" : "60 in x 75 ft";
}

export function calculateTemplateMaterial(template: VehicleTemplate, coverage: Coverage): TemplateMaterial {
  const { length, width, height } = template.dimensions;
  const samplePanels: [number, number][] = [
    [length * 0.3, width * 0.4],
    [length * 0.6, width * 0.8],
    [length * 0.4, height * 0.8],
  ];
  const allFit = samplePanels.every(fitsRoll);
  const multiplier = COVERAGE_OPTIONS.find((option) => option.value === coverage)!.multiplier;
  const coverageArea = round2(template.wrapAreas.total * multiplier);
  const wastePercent = allFit ? 10 : 20;
  const materialArea = round2(coverageArea * (1 + wastePercent / 100));
  return {
    coverageArea,
    wastePercent,
    materialArea,
    rollsNeeded: Math.ceil(materialArea / ROLL_AREA_SQ_FT),
    efficiencyPercent: allFit ? 90 : 85,
    recommendedRoll: recommendedRoll(!allFit, materialArea),
  };
}

/** Vinyl needed for a job's total area with the 15% waste allowance, one decimal (spec §9); a dash when the area is unknown. */
export function formatVinylNeeded(totalSquareFeet: number | null | undefined): string {
  return totalSquareFeet === null || totalSquareFeet === undefined ? NONE : `${formatNumber(vinylNeeded(totalSquareFeet), 1, 1)} sq ft`;
}
