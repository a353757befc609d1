import * as z from "zod";
import { ESTIMATE_DEFAULTS, PRICE_BASES, type PriceBasis } from "../domain/estimate-math";
import { ROLL_WIDTH_MAX_IN, SQUARE_FEET_MAX } from "../constants";
import { clientId, editBase, finiteNumber, optionalFields, paragraphOf } from "./fields";
import { formatNumber, toNumber } from "../domain/number-text";
import { type SizeKind, sizeLimits } from "../domain/metric-sizes";

export const ESTIMATES_PER_JOB_MAX = 50;
const ESTIMATE_NOTES_MAX = 1000;
const ROLL_LENGTH_MAX_FT = 1000;
const MONEY_MAX = 10_000_000;
const LABOR_HOURS_MAX = 10_000;

const number = (name: string, rule: (value: z.ZodNumber) => z.ZodNumber) => z.preprocess(toNumber, rule(finiteNumber(`${name} must be a number`)));
/** Spec section 5 asks for more than 0; a roll under 1 in or 1 ft is a typo, and would make rolls and costs overflow. */
const positive = (name: string, kind: SizeKind, min: number, max: number, metric: boolean) => {
  const limits = sizeLimits(kind, min, max, metric);
  const shown = (value: number) => `${formatNumber(value, 4)} ${limits.unit}`;
  return number(name, (n) => n.gt(0, `${name} must be greater than 0`).min(limits.min, `${name} must be at least ${shown(limits.min)}`).max(limits.max, `${name} must be at most ${shown(limits.max)}`));
};
const atLeastZero = (name: string, max: number, unit = "") =>
  number(name, (n) => n.min(0, `${name} must be 0 or more`).max(max, `${name} must be at most ${formatNumber(max)}${unit && ` ${unit}`}`));

/** The roll and the area as a form asks for them: in inches, feet and square feet, or in cm, m and m² for a metric shop. */
const sizeFields = (metric: boolean) => {
  const area = sizeLimits("squareFeet", 0, SQUARE_FEET_MAX, metric);
  return {
    vinylRollWidth: positive("Roll width", "inches", 1, ROLL_WIDTH_MAX_IN, metric),
    vinylRollLength: positive("Roll length", "feet", 1, ROLL_LENGTH_MAX_FT, metric),
    totalSurfaceArea: atLeastZero("Surface area", area.max, area.unit),
  };
};

/** A metric shop's roll and area, read before they are stored in imperial units, so a wrong one is named in the units typed. */
export const EstimateMetricSizesSchema = z.object(sizeFields(true));

/** Spec section 5's material estimate rules, plus the prices the costs are worked out from. */
const fields = {
  ...sizeFields(false),
  wastePercentage: number("Waste", (n) => n.min(0, "Waste must be between 0 and 100%").max(100, "Waste must be between 0 and 100%")),
  materialPriceBasis: z.enum(PRICE_BASES, { error: "Price must be per roll, per square foot or per square metre" }),
  currency: z.string().regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD"),
};
const optional = {
  materialPrice: atLeastZero("Material price", MONEY_MAX),
  laborHours: atLeastZero("Labour hours", LABOR_HOURS_MAX),
  laborRate: atLeastZero("Labour rate", MONEY_MAX),
  notes: paragraphOf(ESTIMATE_NOTES_MAX),
};

/** Spec section 5's estimate input carries the rolls and costs, each 0 or more: checked when sent, then left for the server to work out. */
const sentAnyway = (name: string) => number(name, (n) => n.min(0, `${name} must be 0 or more`)).nullable().optional();
const workedOut = {
  rollsNeeded: sentAnyway("Rolls needed"),
  totalMaterialCost: sentAnyway("Material cost"),
  totalLaborCost: sentAnyway("Labour cost"),
  totalProjectCost: sentAnyway("Project cost"),
};
type WorkedOut = { [K in keyof typeof workedOut]?: unknown };
const withoutWorkedOut = <T extends WorkedOut>({ rollsNeeded: _rolls, totalMaterialCost: _material, totalLaborCost: _labor, totalProjectCost: _project, ...kept }: T) => kept;

export const ESTIMATE_EDITABLE_FIELDS = [
  "vinylRollWidth", "vinylRollLength", "totalSurfaceArea", "wastePercentage", "materialPriceBasis", "currency",
  "materialPrice", "laborHours", "laborRate", "notes",
] as const;

/** Create: rolls and costs are worked out by the server; any sent are checked, then not used. */
export const EstimateCreateSchema = z.object({
  id: clientId.optional(),
  vinylRollWidth: fields.vinylRollWidth.default(ESTIMATE_DEFAULTS.vinylRollWidth),
  vinylRollLength: fields.vinylRollLength.default(ESTIMATE_DEFAULTS.vinylRollLength),
  totalSurfaceArea: fields.totalSurfaceArea,
  wastePercentage: fields.wastePercentage.default(ESTIMATE_DEFAULTS.wastePercentage),
  materialPriceBasis: fields.materialPriceBasis.default("roll"),
  currency: fields.currency.default("USD"),
  ...optionalFields(optional, undefined),
  ...workedOut,
}).transform(withoutWorkedOut);
export type EstimateCreateInput = z.input<typeof EstimateCreateSchema>;
export type EstimateCreate = z.output<typeof EstimateCreateSchema>;

export const EstimatePatchSchema = z
  .object({
    ...Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> },
    ...optionalFields(optional, null),
    ...workedOut,
    base: editBase(ESTIMATE_EDITABLE_FIELDS),
  })
  .transform(withoutWorkedOut)
  .refine((patch) => Object.entries(patch).some(([key, value]) => key !== "base" && value !== undefined), "Nothing to update");
export type EstimatePatchInput = z.input<typeof EstimatePatchSchema>;

export type Estimate = {
  id: string;
  jobId: string;
  vinylRollWidth: number;
  vinylRollLength: number;
  totalSurfaceArea: number;
  wastePercentage: number;
  rollsNeeded: number;
  materialPrice: number | null;
  materialPriceBasis: PriceBasis;
  laborHours: number | null;
  laborRate: number | null;
  currency: string;
  totalMaterialCost: number | null;
  totalLaborCost: number | null;
  totalProjectCost: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};
