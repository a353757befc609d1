import { ESTIMATE_DEFAULTS, type PriceBasis } from "../../../shared/domain/estimate-math";
import { type SizeKind, sizeText, storedSizeInput } from "../../../shared/domain/metric-sizes";
import { ESTIMATE_EDITABLE_FIELDS, type Estimate, type EstimateCreate, EstimateCreateSchema, EstimateMetricSizesSchema, type EstimatePatchInput } from "../../../shared/schemas/estimate";
import type { ShopDefaults } from "../../api/account";
import { typedDecimal } from "../../lib/typed-decimal";
import type { EstimateBase } from "../../api/estimates";

/** The form as typed: numbers stay text until saved, so "12." can be on its way to "12.5"; a metric shop types the roll and area in cm, m and m². */
export type EstimateDraft = {
  totalSurfaceArea: string;
  wastePercentage: string;
  vinylRollWidth: string;
  vinylRollLength: string;
  materialPrice: string;
  materialPriceBasis: PriceBasis;
  laborHours: string;
  laborRate: string;
  currency: string;
  notes: string;
};

export type EstimateSeed = { totalSurfaceArea: number | null; wastePercentage?: number; vinylRollWidth?: number; notes?: string };

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

const SIZE_FIELDS = { totalSurfaceArea: "squareFeet", vinylRollWidth: "inches", vinylRollLength: "feet" } as const satisfies Record<string, SizeKind>;
type SizeField = keyof typeof SIZE_FIELDS;
const SIZE_FIELD_NAMES = Object.keys(SIZE_FIELDS) as SizeField[];
const NUMBER_FIELDS = [...SIZE_FIELD_NAMES, "wastePercentage", "materialPrice", "laborHours", "laborRate"] as const;

const sizesText = (sizes: Record<SizeField, number | null>, metric: boolean) =>
  Object.fromEntries(SIZE_FIELD_NAMES.map((field) => [field, sizeText(sizes[field], SIZE_FIELDS[field], metric)])) as Record<SizeField, string>;

/** A new estimate starts from what the Wrapulator worked out, else the shop's defaults from settings. */
export function newDraft(seed: EstimateSeed, defaults: Pick<ShopDefaults, "currency" | "rollWidth" | "wastePercentage" | "laborRate">, metric = false): EstimateDraft {
  return {
    ...sizesText({ totalSurfaceArea: seed.totalSurfaceArea, vinylRollWidth: seed.vinylRollWidth ?? defaults.rollWidth, vinylRollLength: ESTIMATE_DEFAULTS.vinylRollLength }, metric),
    wastePercentage: text(seed.wastePercentage ?? defaults.wastePercentage),
    materialPrice: "",
    materialPriceBasis: "roll",
    laborHours: "",
    laborRate: text(defaults.laborRate),
    currency: defaults.currency,
    notes: seed.notes ?? "",
  };
}

export function draftOf(estimate: Estimate, metric = false): EstimateDraft {
  return {
    ...sizesText(estimate, metric),
    wastePercentage: text(estimate.wastePercentage),
    materialPrice: text(estimate.materialPrice),
    materialPriceBasis: estimate.materialPriceBasis,
    laborHours: text(estimate.laborHours),
    laborRate: text(estimate.laborRate),
    currency: estimate.currency,
    notes: estimate.notes ?? "",
  };
}

export type ReadDraft = { values: EstimateCreate; errors: null } | { values: null; errors: Partial<Record<keyof EstimateDraft, string>> };

/** The draft through the same rules the server applies, a metric shop's sizes first in the units typed and then stored in imperial ones; blank optional fields are absent. */
export function readDraft(draft: EstimateDraft, metric = false): ReadDraft {
  const errors: Partial<Record<keyof EstimateDraft, string>> = {};
  const collect = (issues: { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) errors[issue.path[0] as keyof EstimateDraft] ??= issue.message;
  };
  const typed = { ...draft, ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, typedDecimal(draft[field])])) };
  if (metric) {
    const sizes = EstimateMetricSizesSchema.safeParse(typed);
    if (!sizes.success) collect(sizes.error.issues);
  }
  const stored = Object.fromEntries(SIZE_FIELD_NAMES.map((field) => [field, storedSizeInput(typed[field], SIZE_FIELDS[field], metric)]));
  const parsed = EstimateCreateSchema.safeParse({ ...typed, ...stored });
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: null };
  if (!parsed.success) collect(parsed.error.issues);
  return { values: null, errors };
}

/** An edit sends only what changed, with what each field held when the dialog opened; cleared prices are null. */
export function estimateChanges(before: Estimate, values: EstimateCreate): { patch: EstimatePatchInput; base: EstimateBase } | null {
  const patch: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const field of ESTIMATE_EDITABLE_FIELDS) {
    const next = values[field] ?? null;
    if (next === before[field]) continue;
    patch[field] = next;
    base[field] = before[field];
  }
  return Object.keys(patch).length ? { patch, base } : null;
}
