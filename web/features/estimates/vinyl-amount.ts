import { linearFeetToSquareFeet } from "../../../shared/domain/estimate-math";
import { convertLength, squareFeetToSquareMetres, squareMetresToSquareFeet } from "../../../shared/domain/units";

/** How the vinyl that went on is given: as an area, or as the length taken off a roll of a known width. */
export type VinylMeasure = "sq_ft" | "linear_ft" | "sq_m" | "linear_m";

/** The choices in the shop's units: a metric shop gives square metres or metres of roll. */
export const VINYL_MEASURES = {
  imperial: [
    { value: "sq_ft", label: "Square feet" },
    { value: "linear_ft", label: "Linear feet of roll" },
  ],
  metric: [
    { value: "sq_m", label: "Square metres" },
    { value: "linear_m", label: "Linear metres of roll" },
  ],
} as const satisfies Record<string, readonly { value: VinylMeasure; label: string }[]>;

export const VINYL_AMOUNT_LABELS: Record<VinylMeasure, string> = {
  sq_ft: "Vinyl used (sq ft)",
  linear_ft: "Vinyl used (linear ft)",
  sq_m: "Vinyl used (m²)",
  linear_m: "Vinyl used (linear m)",
};

export const isRollLength = (measure: VinylMeasure) => measure === "linear_ft" || measure === "linear_m";

/** The square feet stored for an amount given in `measure` (a roll's length times its width, in inches). */
export function squareFeetOf(amount: number, measure: VinylMeasure, rollWidthIn: number): number {
  switch (measure) {
    case "sq_ft":
      return amount;
    case "linear_ft":
      return linearFeetToSquareFeet(amount, rollWidthIn);
    case "sq_m":
      return squareMetresToSquareFeet(amount);
    case "linear_m":
      return linearFeetToSquareFeet(convertLength(amount, "m", "ft"), rollWidthIn);
  }
}

/** A stored amount as the dialog's area field shows it: square feet, or square metres in a metric shop. */
export const shownArea = (squareFeet: number, metric: boolean) => String(metric ? squareFeetToSquareMetres(squareFeet) : squareFeet);
