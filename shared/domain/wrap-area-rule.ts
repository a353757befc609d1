/**
 * The template library's wrap areas, derived from a vehicle's published dimensions by one rule per body shape, so every
 * figure can be explained and no number is typed by hand. Each shape is a list of flat panels; each panel's two sides
 * are fractions of the overall length (L), width (W) and height (H), or of the body's own published sizes (a pickup's
 * bed, a box truck's or trailer's box), plus a few fixed allowances named where they are used.
 * A part's area is the sum of its panels, rounded to the whole square foot; the total is the sum of the parts.
 * The car rule's fractions are set so the spec's reference car (2022 Honda Accord) keeps its 104 sq ft.
 */
import { SQUARE_INCHES_PER_SQUARE_FOOT } from "./units";

const WRAP_PARTS = ["hood", "roof", "doors", "trunk", "bumpers", "fenders"] as const;
type WrapPart = (typeof WRAP_PARTS)[number];
export type WrapAreas = Record<WrapPart | "total", number>;

export type BodyShape = "car" | "suv" | "pickup" | "van" | "box-truck" | "step-van" | "trailer";

/** Inches. Optional sizes are the ones a body shape needs beyond length, width and height. */
export type ShapeDimensions = {
  length: number;
  width: number;
  height: number;
  /** Pickup bed length. */
  bed?: number;
  /** Height of a pickup cap above the bed rails. */
  cap?: number;
  /** Outside length and height of a box truck's or trailer's box. */
  box?: number;
  boxHeight?: number;
  /** A cab-over chassis (Isuzu NPR): a flat cab front and no hood. */
  cabover?: boolean;
};

type Size = (d: Required<ShapeDimensions>) => number;
type PanelRule = { name: string; part: WrapPart; count: number; across: Size; along: Size; when?: (d: Required<ShapeDimensions>) => boolean };

/** A van's, step van's and pickup's bonnet and grille, ahead of the windscreen. */
const vanNose: Size = (d) => 0.12 * d.length;
/** Van sides stop above the rockers and below the roof's curve: 20 in of the height are left bare. */
const vanBody: Size = (d) => d.height - 20;
const pickupFront: Size = (d) => 0.28 * d.length;
/** A pickup's cab: what is left of the length after the front, the bed and a 4 in rear bumper. */
const pickupCab: Size = (d) => d.length - pickupFront(d) - d.bed - 4;
const boxCab: Size = (d) => d.length - d.box;
const stepBody: Size = (d) => d.height - 30;
/** Bumper faces on vans and trucks are taken as 10 in tall; cab door skins as 40 in. */
const BUMPER_IN = 10;
const CAB_DOOR_IN = 40;

const SHAPES: Record<BodyShape, PanelRule[]> = {
  car: [
    { name: "Hood", part: "hood", count: 1, across: (d) => 0.8 * d.width, along: (d) => 0.22 * d.length },
    { name: "Roof", part: "roof", count: 1, across: (d) => 0.7 * d.width, along: (d) => 0.25 * d.length },
    { name: "Side (doors and quarter)", part: "doors", count: 2, across: (d) => 0.55 * d.length, along: (d) => 0.45 * d.height },
    { name: "Trunk lid", part: "trunk", count: 1, across: (d) => 0.72 * d.width, along: (d) => 0.13 * d.length },
    { name: "Bumper", part: "bumpers", count: 2, across: (d) => 0.92 * d.width, along: (d) => 0.2 * d.height },
    { name: "Front fender", part: "fenders", count: 2, across: (d) => 0.17 * d.length, along: (d) => 0.4 * d.height },
  ],
  suv: [
    { name: "Hood", part: "hood", count: 1, across: (d) => 0.8 * d.width, along: (d) => 0.22 * d.length },
    { name: "Roof", part: "roof", count: 1, across: (d) => 0.75 * d.width, along: (d) => 0.42 * d.length },
    { name: "Side (doors and quarter)", part: "doors", count: 2, across: (d) => 0.55 * d.length, along: (d) => 0.42 * d.height },
    { name: "Liftgate", part: "trunk", count: 1, across: (d) => 0.8 * d.width, along: (d) => 0.45 * d.height },
    { name: "Bumper", part: "bumpers", count: 2, across: (d) => 0.92 * d.width, along: (d) => 0.2 * d.height },
    { name: "Front fender", part: "fenders", count: 2, across: (d) => 0.17 * d.length, along: (d) => 0.38 * d.height },
  ],
  pickup: [
    { name: "Hood", part: "hood", count: 1, across: (d) => 0.8 * d.width, along: (d) => 0.22 * d.length },
    { name: "Cab roof", part: "roof", count: 1, across: (d) => 0.72 * d.width, along: (d) => 0.75 * pickupCab(d) },
    { name: "Cap roof", part: "roof", count: 1, across: (d) => 0.85 * d.width, along: (d) => d.bed, when: (d) => d.cap > 0 },
    { name: "Cab side", part: "doors", count: 2, across: pickupCab, along: (d) => 0.45 * d.height },
    { name: "Bed side", part: "doors", count: 2, across: (d) => d.bed, along: (d) => 0.28 * d.height },
    { name: "Cap side", part: "doors", count: 2, across: (d) => d.bed, along: (d) => d.cap, when: (d) => d.cap > 0 },
    { name: "Tailgate", part: "trunk", count: 1, across: (d) => 0.85 * d.width, along: (d) => 0.28 * d.height },
    { name: "Cap rear", part: "trunk", count: 1, across: (d) => 0.85 * d.width, along: (d) => d.cap, when: (d) => d.cap > 0 },
    { name: "Bumper", part: "bumpers", count: 2, across: (d) => 0.92 * d.width, along: (d) => 0.18 * d.height },
    { name: "Front fender", part: "fenders", count: 2, across: (d) => 0.2 * d.length, along: (d) => 0.38 * d.height },
  ],
  van: [
    { name: "Hood", part: "hood", count: 1, across: (d) => 0.8 * d.width, along: vanNose },
    /** 24 in of the length behind the hood are windscreen. */
    { name: "Roof", part: "roof", count: 1, across: (d) => 0.85 * d.width, along: (d) => d.length - vanNose(d) - 24 },
    { name: "Side", part: "doors", count: 2, across: (d) => d.length - vanNose(d), along: vanBody },
    { name: "Rear doors", part: "trunk", count: 1, across: (d) => 0.9 * d.width, along: vanBody },
    { name: "Bumper", part: "bumpers", count: 2, across: (d) => 0.92 * d.width, along: () => BUMPER_IN },
    { name: "Front fender", part: "fenders", count: 2, across: vanNose, along: (d) => 0.35 * d.height },
  ],
  "box-truck": [
    { name: "Hood", part: "hood", count: 1, across: (d) => 0.7 * d.width, along: (d) => 0.3 * boxCab(d), when: (d) => !d.cabover },
    { name: "Cab front", part: "hood", count: 1, across: (d) => 0.75 * d.width, along: () => CAB_DOOR_IN, when: (d) => d.cabover },
    { name: "Box front", part: "hood", count: 1, across: (d) => d.width, along: (d) => 0.4 * d.boxHeight },
    { name: "Box roof", part: "roof", count: 1, across: (d) => d.width, along: (d) => d.box },
    { name: "Box side", part: "doors", count: 2, across: (d) => d.box, along: (d) => d.boxHeight },
    { name: "Cab door", part: "doors", count: 2, across: (d) => (d.cabover ? 0.8 : 0.45) * boxCab(d), along: () => CAB_DOOR_IN },
    { name: "Box rear", part: "trunk", count: 1, across: (d) => d.width, along: (d) => d.boxHeight },
    { name: "Bumper", part: "bumpers", count: 1, across: (d) => 0.9 * d.width, along: () => BUMPER_IN },
    /** Front wheel arches, taken as 36 x 24 in. */
    { name: "Front fender", part: "fenders", count: 2, across: () => 36, along: () => 24 },
  ],
  "step-van": [
    { name: "Hood", part: "hood", count: 1, across: (d) => 0.7 * d.width, along: vanNose },
    { name: "Front (around the windscreen)", part: "hood", count: 1, across: (d) => 0.9 * d.width, along: (d) => 0.4 * stepBody(d) },
    { name: "Roof", part: "roof", count: 1, across: (d) => d.width, along: (d) => d.length - vanNose(d) },
    { name: "Side", part: "doors", count: 2, across: (d) => d.length - vanNose(d), along: stepBody },
    { name: "Rear", part: "trunk", count: 1, across: (d) => d.width, along: stepBody },
    { name: "Bumper", part: "bumpers", count: 2, across: (d) => 0.9 * d.width, along: () => BUMPER_IN },
    { name: "Front fender", part: "fenders", count: 2, across: vanNose, along: (d) => 0.35 * d.height },
  ],
  trailer: [
    /** A V-nose front is two angled faces: 15% more than a flat front. */
    { name: "Front (V-nose)", part: "hood", count: 1, across: (d) => 1.15 * d.width, along: (d) => d.boxHeight },
    { name: "Roof", part: "roof", count: 1, across: (d) => d.width, along: (d) => d.box },
    { name: "Side", part: "doors", count: 2, across: (d) => d.box, along: (d) => d.boxHeight },
    { name: "Rear door", part: "trunk", count: 1, across: (d) => d.width, along: (d) => d.boxHeight },
  ],
};

export type ShapePanel = { name: string; part: WrapPart; count: number; widthIn: number; heightIn: number };

const oneDecimal = (inches: number) => Math.round(inches * 10) / 10;

/** The flat panels the rule lays on a body, to a tenth of an inch. */
export function shapePanels(shape: BodyShape, dimensions: ShapeDimensions): ShapePanel[] {
  const d: Required<ShapeDimensions> = { bed: 0, cap: 0, box: 0, boxHeight: 0, cabover: false, ...dimensions };
  return SHAPES[shape]
    .filter((rule) => rule.when?.(d) ?? true)
    .map((rule) => ({ name: rule.name, part: rule.part, count: rule.count, widthIn: oneDecimal(rule.across(d)), heightIn: oneDecimal(rule.along(d)) }));
}

export function panelSquareFeet(panel: ShapePanel): number {
  return (panel.widthIn * panel.heightIn * panel.count) / SQUARE_INCHES_PER_SQUARE_FOOT;
}

export function wrapAreasOf(shape: BodyShape, dimensions: ShapeDimensions): WrapAreas {
  const sums = Object.fromEntries(WRAP_PARTS.map((part) => [part, 0])) as Record<WrapPart, number>;
  for (const panel of shapePanels(shape, dimensions)) sums[panel.part] += panelSquareFeet(panel);
  const parts = Object.fromEntries(WRAP_PARTS.map((part) => [part, Math.round(sums[part])])) as Record<WrapPart, number>;
  return { ...parts, total: WRAP_PARTS.reduce((sum, part) => sum + parts[part], 0) };
}
