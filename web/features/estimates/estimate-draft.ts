import { ESTIMATE_DEFAULTS, type PriceBasis } from "../../../shared/domain/estimate-math";
import { ESTIMATE_EDITABLE_FIELDS, type Estimate, type EstimateCreate, EstimateCreateSchema, type EstimatePatchInput } from "../../../shared/schemas/estimate";
import type { ShopDefaults } from "../../api/account";
import type { EstimateBase } from "../../api/estimates";

/** The form as typed: numbers stay text until saved, so "12." can be on its way to "12.5". */
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

/** A new estimate starts from what the Wrapulator worked out, else the shop's defaults from settings. */
export function newDraft(seed: EstimateSeed, defaults: Pick<ShopDefaults, "currency" | "rollWidth" | "wastePercentage" | "laborRate">): EstimateDraft {
  return {
    totalSurfaceArea: text(seed.totalSurfaceArea),
    wastePercentage: text(seed.wastePercentage ?? defaults.wastePercentage),
    vinylRollWidth: text(seed.vinylRollWidth ?? defaults.rollWidth),
    vinylRollLength: text(ESTIMATE_DEFAULTS.vinylRollLength),
    materialPrice: "",
    materialPriceBasis: "roll",
    laborHours: "",
    laborRate: text(defaults.laborRate),
    currency: defaults.currency,
    notes: seed.notes ?? "",
  };
}

export function draftOf(estimate: Estimate): EstimateDraft {
  return {
    totalSurfaceArea: text(estimate.totalSurfaceArea),
    wastePercentage: text(estimate.wastePercentage),
    vinylRollWidth: text(estimate.vinylRollWidth),
    vinylRollLength: text(estimate.vinylRollLength),
    materialPrice: text(estimate.materialPrice),
    materialPriceBasis: estimate.materialPriceBasis,
    laborHours: text(estimate.laborHours),
    laborRate: text(estimate.laborRate),
    currency: estimate.currency,
    notes: estimate.notes ?? "",
  };
}

export type ReadDraft = { values: EstimateCreate; errors: null } | { values: null; errors: Partial<Record<keyof EstimateDraft, string>> };

/** The draft through the same rules the server applies; blank optional fields are absent. */
export function readDraft(draft: EstimateDraft): ReadDraft {
  const parsed = EstimateCreateSchema.safeParse(draft);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: Partial<Record<keyof EstimateDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof EstimateDraft;
    errors[field] ??= issue.message;
  }
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
