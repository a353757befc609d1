import type { DecodedVin } from "../schemas/vin";
import { foldText } from "./text-fold";
import { round2 } from "./units";
import { type TemplateCategory, VEHICLE_TEMPLATES, type VehicleTemplate, shapeDimensions } from "./vehicle-templates";
import { type PanelCard, piecesNeeded } from "./vin-panels";
import { ROLL_WIDTH_IN } from "./vinyl";
import { panelSquareFeet, shapePanels } from "./wrap-area-rule";

type Decode = Pick<DecodedVin, "make" | "model" | "trim" | "bodyClass" | "wheelbase" | "overallLength" | "overallHeight">;

/** The best template for a decode, and the others it could as well be (same wheelbase, no roof height given). */
export type TemplateMatch = { template: VehicleTemplate; alternatives: VehicleTemplate[] };

/** A decode's wheelbase is read to the inch or two; templates' wheelbases are nominal (Transit 148 is 147.6 in). */
const WHEELBASE_TOLERANCE_IN = 2;

/** Words the public database adds to a model name that do not change the body ("Sprinter 2500", "MT45 Chassis"). */
const NEUTRAL_WORDS = /^(\d{3,4}|hd|cargo|van|chassis|cutaway|commercial|stripped|cab)$/;

const words = (text: string) => foldText(text).replace(/[^a-z0-9]+/g, " ").trim().split(" ").filter(Boolean);

/** Same model when one name is the other plus neutral words only: "Sprinter 2500" is a Sprinter, "Transit Connect" is not a Transit. */
function sameModel(decoded: string, template: string): boolean {
  const [shorter, longer] = [words(decoded), words(template)].sort((a, b) => a.length - b.length) as [string[], string[]];
  return shorter.length > 0 && shorter.every((word, index) => longer[index] === word) && longer.slice(shorter.length).every((word) => NEUTRAL_WORDS.test(word));
}

const ROOF = /\b(low|medium|mid|standard|high)[ -]roof\b/;

function roofOf(text: string): string | null {
  const roof = ROOF.exec(foldText(text))?.[1];
  return roof === "mid" ? "medium" : (roof ?? null);
}

/** The public database's body classes, as the template categories they can be. */
function categoriesFor(bodyClass: string | null): TemplateCategory[] | null {
  const body = foldText(bodyClass ?? "");
  if (body.includes("pickup")) return ["truck"];
  if (body.includes("stripped chassis")) return ["step-van"];
  if (body.includes("cutaway") || body.includes("chassis cab")) return ["box-truck"];
  if (body.includes("trailer")) return ["trailer"];
  if (/\bvan\b/.test(body)) return ["van"];
  if (body.includes("sedan") || body.includes("coupe") || body.includes("hatchback")) return ["sedan", "coupe", "sports", "luxury"];
  if (body.includes("sport utility")) return ["suv"];
  return null;
}

const inches = (value: string | null) => (value && Number(value) > 0 ? Number(value) : null);

/**
 * The template a decoded VIN is, when one is: same make and model, then, where the decode gives them, the wheelbase
 * (within 2 in), the roof height named in its trim or body class (where the model comes in more than one), and a body class that fits the template's category.
 * A decode that contradicts every candidate on one of these matches nothing rather than the nearest wrong body.
 * Candidates left are ordered by how close their length and height are to the decode's, else as the library lists them.
 */
export function templateForVin(decoded: Decode, templates: readonly VehicleTemplate[] = VEHICLE_TEMPLATES): TemplateMatch | null {
  if (!decoded.make || !decoded.model) return null;
  const make = words(decoded.make).join(" ");
  let candidates = templates.filter((t) => words(t.make).join(" ") === make && sameModel(decoded.model!, t.model));

  const wheelbase = inches(decoded.wheelbase);
  if (wheelbase !== null) candidates = candidates.filter((t) => t.dimensions.wheelbase !== null && Math.abs(t.dimensions.wheelbase - wheelbase) <= WHEELBASE_TOLERANCE_IN);
  const roof = roofOf(`${decoded.trim ?? ""} ${decoded.bodyClass ?? ""} ${decoded.model}`);
  if (roof !== null && candidates.some((t) => roofOf(t.variant ?? "") !== null)) candidates = candidates.filter((t) => roofOf(t.variant ?? "") === roof);
  const categories = categoriesFor(decoded.bodyClass);
  if (categories !== null) candidates = candidates.filter((t) => categories.includes(t.category));
  if (candidates.length === 0) return null;

  const length = inches(decoded.overallLength);
  const height = inches(decoded.overallHeight);
  const distance = (t: VehicleTemplate) => (length === null ? 0 : Math.abs(t.dimensions.length - length)) + (height === null ? 0 : Math.abs(t.dimensions.height - height));
  const [template, ...alternatives] = [...candidates].sort((a, b) => distance(a) - distance(b));
  return { template: template!, alternatives };
}

/** The template's panels as the Wrapulator's cards: the rule's panels, with roll pieces and fit on a 60 in roll. */
export function templatePanelCards(template: VehicleTemplate): PanelCard[] {
  return shapePanels(template.shape, shapeDimensions(template)).map((panel) => ({
    name: panel.name,
    count: panel.count,
    widthIn: panel.widthIn,
    heightIn: panel.heightIn,
    squareFeet: round2(panelSquareFeet(panel)),
    pieces: piecesNeeded(panel.widthIn, panel.heightIn) * panel.count,
    fitsRoll: Math.min(panel.widthIn, panel.heightIn) <= ROLL_WIDTH_IN,
  }));
}
