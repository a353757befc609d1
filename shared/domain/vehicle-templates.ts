export const TEMPLATE_CATEGORIES = [
  { value: "sedan", label: "Sedans" },
  { value: "suv", label: "SUVs" },
  { value: "truck", label: "Trucks" },
  { value: "coupe", label: "Coupes" },
  { value: "sports", label: "Sports Cars" },
  { value: "luxury", label: "Luxury" },
  { value: "van", label: "Vans" },
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]["value"];

/** Dimensions in inches, wrap areas in square feet. */
export type VehicleTemplate = {
  id: string;
  year: number;
  make: string;
  model: string;
  category: TemplateCategory;
  dimensions: { length: number; width: number; height: number; wheelbase: number };
  wrapAreas: { hood: number; roof: number; doors: number; trunk: number; bumpers: number; fenders: number; total: number };
  popularOptions: string[];
};

type Areas = [hood: number, roof: number, doors: number, trunk: number, bumpers: number, fenders: number];

function template(
  id: string,
  year: number,
  make: string,
  model: string,
  category: TemplateCategory,
  [length, width, height, wheelbase]: [number, number, number, number],
  [hood, roof, doors, trunk, bumpers, fenders]: Areas,
  popularOptions: string[],
): VehicleTemplate {
  const total = hood + roof + doors + trunk + bumpers + fenders;
  return {
    id,
    year,
    make,
    model,
    category,
    dimensions: { length, width, height, wheelbase },
    wrapAreas: { hood, roof, doors, trunk, bumpers, fenders, total },
    popularOptions,
  };
}

export const VEHICLE_TEMPLATES: readonly VehicleTemplate[] = [
  template("honda-accord-2022", 2022, "Honda", "Accord", "sedan", [195.7, 73.3, 57.1, 111.4], [18, 16, 36, 12, 10, 12], ["Full Color Change", "Chrome Delete", "Roof Wrap"]),
  template("toyota-camry-2023", 2023, "Toyota", "Camry", "sedan", [192.1, 72.4, 56.9, 111.2], [17, 17, 36, 12, 10, 12], ["Full Color Change", "Commercial Graphics", "Roof Wrap"]),
  template("bmw-3-series-2023", 2023, "BMW", "3 Series", "sedan", [185.7, 71.9, 56.8, 112.2], [16, 15, 33, 11, 10, 11], ["Satin Color Change", "Chrome Delete", "Racing Stripes"]),
  template("toyota-rav4-2023", 2023, "Toyota", "RAV4", "suv", [180.9, 73.0, 67.0, 105.9], [18, 22, 42, 14, 11, 13], ["Commercial Graphics", "Full Color Change", "Partial Wrap"]),
  template("honda-cr-v-2023", 2023, "Honda", "CR-V", "suv", [184.8, 73.5, 66.5, 106.3], [18, 21, 43, 14, 11, 13], ["Full Color Change", "Partial Wrap", "Roof Wrap"]),
  template("ford-f-150-2023", 2023, "Ford", "F-150", "truck", [231.7, 79.9, 75.6, 145.4], [26, 18, 52, 14, 16, 22], ["Commercial Fleet Graphics", "Full Color Change", "Tailgate Graphics"]),
  template("ford-mustang-2023", 2023, "Ford", "Mustang", "coupe", [188.5, 75.4, 54.3, 107.1], [20, 12, 30, 10, 10, 14], ["Racing Stripes", "Full Color Change", "Hood Wrap"]),
  template("chevrolet-camaro-2023", 2023, "Chevrolet", "Camaro", "sports", [188.3, 74.7, 53.1, 110.7], [20, 12, 30, 10, 10, 14], ["Racing Stripes", "Hood Wrap", "Full Color Change"]),
  template("tesla-model-s-2023", 2023, "Tesla", "Model S", "luxury", [196.0, 77.3, 56.9, 116.5], [17, 20, 38, 13, 11, 13], ["Satin Black", "Chrome Delete", "Paint Protection Film"]),
  template("mercedes-benz-c300-2023", 2023, "Mercedes-Benz", "C300", "luxury", [187.0, 71.7, 56.6, 112.8], [16, 15, 33, 11, 10, 11], ["Matte Color Change", "Chrome Delete", "Roof Wrap"]),
  template("ford-transit-2023", 2023, "Ford", "Transit", "van", [235.5, 81.3, 99.1, 147.6], [12, 45, 78, 24, 10, 10], ["Commercial Fleet Graphics", "Full Wrap", "Partial Wrap"]),
];

export const TEMPLATE_MAKES: readonly string[] = [...new Set(VEHICLE_TEMPLATES.map((t) => t.make))].sort();

export function categoryLabel(category: TemplateCategory): string {
  return TEMPLATE_CATEGORIES.find((c) => c.value === category)?.label ?? category;
}

export type TemplateFilter = { search?: string; category?: TemplateCategory | "all"; make?: string | "all" };

/** Search matches make or model, case-insensitively. */
export function filterTemplates(templates: readonly VehicleTemplate[], filter: TemplateFilter): VehicleTemplate[] {
  const needle = filter.search?.trim().toLowerCase() ?? "";
  return templates.filter(
    (t) =>
      (!needle || t.make.toLowerCase().includes(needle) || t.model.toLowerCase().includes(needle)) &&
      (!filter.category || filter.category === "all" || t.category === filter.category) &&
      (!filter.make || filter.make === "all" || t.make === filter.make),
  );
}
