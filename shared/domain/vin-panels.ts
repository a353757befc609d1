import type { DecodedVin } from "../schemas/vin";
import { round2, SQUARE_INCHES_PER_SQUARE_FOOT } from "./units";
import { recommendedRoll, ROLL_AREA_SQ_FT, ROLL_LENGTH_IN, ROLL_WIDTH_IN, type RollSize, rollsFor, withWaste } from "./vinyl";

export const VIN_WASTE_PERCENT = 15;

export type SizeClass = "large" | "standard" | "compact" | "other";
export const SIZE_CLASS_LABELS: Record<SizeClass, string> = {
  large: "Truck or SUV",
  standard: "Sedan, coupe or hatchback",
  compact: "Mini or compact",
  other: "Other vehicle (van, bus, motorcycle…)",
};

/** The same classes inside a sentence: "Panels are estimated for a truck or SUV". */
export const SIZE_CLASS_PHRASES: Record<SizeClass, string> = {
  large: "a truck or SUV",
  standard: "a sedan, coupe or hatchback",
  compact: "a mini or compact car",
  other: "another kind of vehicle (van, bus, motorcycle…)",
};

/** Spec section 9: length, width and height factors per vehicle type. */
const SIZE_FACTORS: Record<SizeClass, [length: number, width: number, height: number]> = {
  large: [1.4, 1.3, 1.2],
  standard: [1, 1, 1],
  compact: [0.8, 0.9, 0.9],
  other: [1.1, 1.1, 1],
};

const COMPACT = /\b(mini|smart|compact)\b/;
const LARGE = /truck|pickup|suv|sport utility|suburban|escalade/;
const STANDARD = /sedan|saloon|coupe|hatchback|convertible|cabriolet|wagon|passenger car/;

/** The factor set for a decoded vehicle: the make and model name compact cars; the body class and type the rest. */
export function sizeClass(vehicle: Pick<DecodedVin, "make" | "model" | "bodyClass" | "vehicleType">): SizeClass {
  const name = `${vehicle.make ?? ""} ${vehicle.model ?? ""}`.toLowerCase();
  const body = `${vehicle.bodyClass ?? ""} ${vehicle.vehicleType ?? ""} ${name}`.toLowerCase();
  if (COMPACT.test(name)) return "compact";
  if (LARGE.test(body)) return "large";
  if (STANDARD.test(body)) return "standard";
  return "other";
}

type Axis = "length" | "width" | "height";
type BasePanel = { name: string; across: [inches: number, axis: Axis]; along: [inches: number, axis: Axis]; count: "doors" | number };

/** Spec section 9's base panels in inches, each side tied to the vehicle axis it runs along. */
const BASE_PANELS: BasePanel[] = [
  { name: "Hood", across: [60, "width"], along: [48, "length"], count: 1 },
  { name: "Roof", across: [48, "width"], along: [72, "length"], count: 1 },
  { name: "Door", across: [36, "length"], along: [24, "height"], count: "doors" },
  { name: "Fender", across: [30, "length"], along: [24, "height"], count: 2 },
  { name: "Bumper", across: [72, "width"], along: [18, "height"], count: 2 },
  { name: "Side", across: [180, "length"], along: [48, "height"], count: 2 },
];

export type PanelCard = {
  name: string;
  count: number;
  widthIn: number;
  heightIn: number;
  squareFeet: number;
  pieces: number;
  fitsRoll: boolean;
};

/** Pieces of a 60 in x 75 ft roll one panel needs, laid with its narrower side across the roll. */
export function piecesNeeded(widthIn: number, heightIn: number): number {
  const across = Math.min(widthIn, heightIn);
  const along = Math.max(widthIn, heightIn);
  return Math.ceil(across / ROLL_WIDTH_IN) * Math.ceil(along / ROLL_LENGTH_IN);
}

function doorCount(doors: string | null): number {
  const parsed = Number.parseInt(doors ?? "", 10);
  return parsed > 0 && parsed <= 3 ? 2 : 4;
}

export function vinPanels(vehicle: DecodedVin): PanelCard[] {
  const [length, width, height] = SIZE_FACTORS[sizeClass(vehicle)];
  const factor: Record<Axis, number> = { length, width, height };
  return BASE_PANELS.map((panel) => {
    const widthIn = round2(panel.across[0] * factor[panel.across[1]]);
    const heightIn = round2(panel.along[0] * factor[panel.along[1]]);
    const count = panel.count === "doors" ? doorCount(vehicle.doors) : panel.count;
    return {
      name: panel.name,
      count,
      widthIn,
      heightIn,
      squareFeet: round2((widthIn * heightIn * count) / SQUARE_INCHES_PER_SQUARE_FOOT),
      pieces: piecesNeeded(widthIn, heightIn) * count,
      fitsRoll: Math.min(widthIn, heightIn) <= ROLL_WIDTH_IN,
    };
  });
}

export type VinMaterial = {
  totalSquareFeet: number;
  materialSquareFeet: number;
  rollsNeeded: number;
  recommendedRoll: RollSize;
  tooWide: string[];
  pieces: number;
};

export function vinMaterial(panels: PanelCard[]): VinMaterial {
  const totalSquareFeet = round2(panels.reduce((sum, panel) => sum + panel.squareFeet, 0));
  const materialSquareFeet = withWaste(totalSquareFeet, VIN_WASTE_PERCENT);
  const tooWide = panels.filter((panel) => !panel.fitsRoll).map((panel) => panel.name);
  return {
    totalSquareFeet,
    materialSquareFeet,
    rollsNeeded: rollsFor(materialSquareFeet, ROLL_AREA_SQ_FT),
    recommendedRoll: recommendedRoll(tooWide.length > 0, materialSquareFeet),
    tooWide,
    pieces: panels.reduce((sum, panel) => sum + panel.pieces, 0),
  };
}
