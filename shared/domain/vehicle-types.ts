import { type TemplateCategory, VEHICLE_TEMPLATES } from "./vehicle-templates";
import { foldText } from "./text-fold";

export const VEHICLE_TYPES = ["car", "suv", "truck", "van", "other"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { car: "Cars", suv: "SUVs", truck: "Trucks", van: "Vans", other: "Other or not set" };

const TEMPLATE_TYPES: Record<TemplateCategory, VehicleType> = {
  sedan: "car", coupe: "car", sports: "car", luxury: "car", suv: "suv", truck: "truck", van: "van", "box-truck": "truck", "step-van": "van", trailer: "other",
};

/** Common models beyond the template library, by the word that names them (folded: lower case, no accents). */
const MODEL_TYPES = new Map<string, VehicleType>(Object.entries({
  ...Object.fromEntries(VEHICLE_TEMPLATES.map((template) => [foldText(template.model), TEMPLATE_TYPES[template.category]])),
  "f-250": "truck",
  "f-350": "truck",
  silverado: "truck",
  sierra: "truck",
  ram: "truck",
  "1500": "truck",
  "2500": "truck",
  tacoma: "truck",
  tundra: "truck",
  ranger: "truck",
  colorado: "truck",
  frontier: "truck",
  ridgeline: "truck",
  maverick: "truck",
  cybertruck: "truck",
  sprinter: "van",
  promaster: "van",
  express: "van",
  savana: "van",
  "nv200": "van",
  metris: "van",
  sienna: "van",
  odyssey: "van",
  pacifica: "van",
  carnival: "van",
  "e-series": "van",
  suburban: "suv",
  tahoe: "suv",
  escalade: "suv",
  yukon: "suv",
  explorer: "suv",
  expedition: "suv",
  bronco: "suv",
  wrangler: "suv",
  "grand cherokee": "suv",
  "4runner": "suv",
  highlander: "suv",
  pilot: "suv",
  "model y": "suv",
  "model x": "suv",
  tucson: "suv",
  "santa fe": "suv",
  sportage: "suv",
  telluride: "suv",
  civic: "car",
  corolla: "car",
  "model 3": "car",
  altima: "car",
  elantra: "car",
  sonata: "car",
  jetta: "car",
  golf: "car",
  malibu: "car",
  charger: "car",
  challenger: "car",
  corvette: "car",
  "911": "car",
} satisfies Record<string, VehicleType>));

/** A job's vehicle type from its model, where the model is one we know; "other" when it is not set or not known. */
export function vehicleTypeOf(model: string | null | undefined): VehicleType {
  const folded = foldText(model ?? "").trim();
  if (!folded) return "other";
  const exact = MODEL_TYPES.get(folded);
  if (exact) return exact;
  const known = [...MODEL_TYPES.keys()].find((name) => folded.startsWith(`${name} `) || folded.startsWith(`${name}-`));
  return known ? MODEL_TYPES.get(known)! : "other";
}
