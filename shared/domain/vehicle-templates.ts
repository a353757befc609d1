import { CARS_AND_PICKUPS } from "./vehicle-template-data-cars";
import { FLEET } from "./vehicle-template-data-fleet";
import { foldSearch, searchTextMatches } from "./text-fold";
import { byCodeUnits } from "./text-order";
import { type BodyShape, type ShapeDimensions, type WrapAreas, wrapAreasOf } from "./wrap-area-rule";

export const TEMPLATE_CATEGORIES = [
  { value: "sedan", label: "Sedans", shape: "car" },
  { value: "suv", label: "SUVs", shape: "suv" },
  { value: "truck", label: "Pickups", shape: "pickup" },
  { value: "coupe", label: "Coupes", shape: "car" },
  { value: "sports", label: "Sports Cars", shape: "car" },
  { value: "luxury", label: "Luxury", shape: "car" },
  { value: "van", label: "Vans", shape: "van" },
  { value: "box-truck", label: "Box Trucks", shape: "box-truck" },
  { value: "step-van", label: "Step Vans", shape: "step-van" },
  { value: "trailer", label: "Trailers", shape: "trailer" },
] as const satisfies readonly { value: string; label: string; shape: BodyShape }[];
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]["value"];

/** One vehicle as its maker publishes it. Dimensions in inches; a trailer has no wheelbase. */
export type TemplateEntry = {
  id: string;
  year: number;
  make: string;
  model: string;
  /** Wheelbase, roof, cab, bed or box: what tells this template from others of the same model. */
  variant?: string;
  category: TemplateCategory;
  dimensions: { length: number; width: number; height: number; wheelbase: number | null };
  /** Body sizes beyond the overall ones (bed, cap, box), for the wrap-area rule. */
  body?: Omit<ShapeDimensions, "length" | "width" | "height">;
  popularOptions: string[];
  /** Where the dimensions come from. */
  source: string;
};

/** Wrap areas in square feet, derived from the dimensions (see wrap-area-rule.ts). */
export type VehicleTemplate = Omit<TemplateEntry, "variant"> & { variant: string | null; shape: BodyShape; wrapAreas: WrapAreas };

function shapeOf(category: TemplateCategory): BodyShape {
  return TEMPLATE_CATEGORIES.find((c) => c.value === category)!.shape;
}

export function shapeDimensions(template: Pick<TemplateEntry, "dimensions" | "body">): ShapeDimensions {
  const { length, width, height } = template.dimensions;
  return { length, width, height, ...template.body };
}

function withAreas(entry: TemplateEntry): VehicleTemplate {
  const shape = shapeOf(entry.category);
  return { ...entry, variant: entry.variant ?? null, shape, wrapAreas: wrapAreasOf(shape, shapeDimensions(entry)) };
}

export const VEHICLE_TEMPLATES: readonly VehicleTemplate[] = [...CARS_AND_PICKUPS, ...FLEET].map(withAreas);

export const TEMPLATE_MAKES: readonly string[] = [...new Set(VEHICLE_TEMPLATES.map((t) => t.make))].sort((a, b) => byCodeUnits(a.toLowerCase(), b.toLowerCase()) || byCodeUnits(a, b));

export function categoryLabel(category: TemplateCategory): string {
  return TEMPLATE_CATEGORIES.find((c) => c.value === category)?.label ?? category;
}

export function templateName(template: Pick<VehicleTemplate, "year" | "make" | "model" | "variant">): string {
  return [template.year, template.make, template.model, template.variant].filter(Boolean).join(" ");
}

export type TemplateFilter = { search?: string; category?: TemplateCategory | "all"; make?: string | "all" };

/** Singular body words a search may use for a category ("box truck", "pickup", "step van"). */
function searchText(template: VehicleTemplate): string {
  const label = categoryLabel(template.category);
  return foldSearch(`${template.make} ${template.model} ${template.variant ?? ""} ${label} ${label.replace(/s$/, "")}`);
}

/** Every word of the search must appear, in any order and as job search folds it, in the make, model, variant (wheelbase, roof, bed, box) or body type. */
export function filterTemplates(templates: readonly VehicleTemplate[], filter: TemplateFilter): VehicleTemplate[] {
  return templates.filter(
    (t) =>
      searchTextMatches(searchText(t), filter.search ?? "") &&
      (!filter.category || filter.category === "all" || t.category === filter.category) &&
      (!filter.make || filter.make === "all" || t.make === filter.make),
  );
}
