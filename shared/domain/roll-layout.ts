import { round2 } from "./units";

/**
 * Lays a job's panels on a vinyl roll: a strip of fixed width and open length, cut into rolls of a fixed length.
 *
 * Shelf packing, first fit by decreasing length (FFDH): pieces are sorted longest first and placed left to right
 * on shelves across the roll; each shelf is as long (along the roll) as its first piece. Shelves match how an
 * installer cuts: one straight cut across the roll frees a shelf, and every piece on it comes off with one more
 * cut. A guillotine packer can fill the gaps beside short pieces a little better, but its cut order is harder to
 * follow on a bench; FFDH needs no more than 1.7 times the optimal length and is quick and deterministic.
 *
 * Each piece takes the bleed on every side. A piece is turned when that shortens it along the roll and it still
 * fits across, or when turned it fits beside others on a shelf; a piece wider than the roll both ways is cut into equal strips that overlap at each seam.
 */

export const ROLL_WIDTHS_IN = [54, 60, 72] as const;
export const DEFAULT_BLEED_IN = 2;
export const DEFAULT_OVERLAP_IN = 1;

export type Panel = { label: string; widthIn: number; heightIn: number };
export type LayoutOptions = { rollWidthIn: number; rollLengthIn: number; bleedIn: number; overlapIn: number };

/** A piece on a roll: x across the roll, y along it, both from the roll's start, bleed included. */
type Placement = { label: string; x: number; y: number; width: number; length: number; rotated: boolean; strip: boolean };
type RollPlan = { lengthIn: number; placements: Placement[] };
export type RollLayout = {
  rolls: RollPlan[];
  linearFeet: number;
  rollsNeeded: number;
  panelSquareFeet: number;
  usedSquareFeet: number;
  offcutPercent: number;
  strips: number;
};

type Piece = { label: string; across: number; along: number; rotated: boolean; strip: boolean };

/** The way the piece lies: across the roll no wider than the roll, and as short along it as that allows. */
function orient(label: string, a: number, b: number, rollWidth: number): Piece {
  const [narrow, wide] = a <= b ? [a, b] : [b, a];
  const acrossWide = wide <= rollWidth;
  return { label, across: acrossWide ? wide : narrow, along: acrossWide ? narrow : wide, rotated: acrossWide ? a !== wide : a !== narrow, strip: false };
}

/** A piece wider than the roll both ways, cut along its longer side into equal strips that overlap at each seam. */
function strips(label: string, a: number, b: number, { rollWidthIn, overlapIn }: LayoutOptions): Piece[] {
  const [narrow, wide] = a <= b ? [a, b] : [b, a];
  const count = Math.ceil((narrow - overlapIn) / (rollWidthIn - overlapIn));
  const width = round2((narrow + (count - 1) * overlapIn) / count);
  return Array.from({ length: count }, (_, index) => ({ label: `${label} ${index + 1}/${count}`, across: width, along: wide, rotated: a !== narrow, strip: true }));
}

function piecesOf(panels: Panel[], options: LayoutOptions): Piece[] {
  return panels.flatMap(({ label, widthIn, heightIn }) => {
    const a = widthIn + 2 * options.bleedIn;
    const b = heightIn + 2 * options.bleedIn;
    return Math.min(a, b) <= options.rollWidthIn ? [orient(label, a, b, options.rollWidthIn)] : strips(label, a, b, options);
  });
}

/** The same piece turned a quarter: it may fit beside others on a shelf that its first way does not. */
const turned = (piece: Piece): Piece => ({ ...piece, across: piece.along, along: piece.across, rotated: !piece.rotated });

const byLengthThenWidth = (p: Piece, q: Piece) => q.along - p.along || q.across - p.across || (p.label < q.label ? -1 : p.label > q.label ? 1 : 0);

type Shelf = { y: number; length: number; used: number; placements: Placement[] };

export function layoutPanels(panels: Panel[], options: LayoutOptions): RollLayout {
  if (options.bleedIn < 0 || options.overlapIn < 0 || options.overlapIn >= options.rollWidthIn) throw new RangeError("Bleed and overlap must be 0 or more, and the overlap narrower than the roll");
  const pieces = piecesOf(panels, options).sort(byLengthThenWidth);
  const tooLong = pieces.find((piece) => piece.along > options.rollLengthIn);
  if (tooLong) throw new RangeError(`${tooLong.label} is longer than a roll`);

  const rolls: { shelves: Shelf[]; length: number }[] = [];
  for (const piece of pieces) {
    const ways = piece.strip || piece.along > options.rollWidthIn ? [piece] : [piece, turned(piece)];
    const fit = rolls
      .flatMap((roll) => roll.shelves)
      .map((shelf) => ({ shelf, way: ways.find((way) => shelf.used + way.across <= options.rollWidthIn && way.along <= shelf.length) }))
      .find((candidate) => candidate.way);
    if (fit?.way) {
      const { shelf, way } = fit;
      shelf.placements.push({ label: way.label, x: shelf.used, y: shelf.y, width: way.across, length: way.along, rotated: way.rotated, strip: way.strip });
      shelf.used = round2(shelf.used + way.across);
      continue;
    }
    let roll = rolls.at(-1);
    if (!roll || roll.length + piece.along > options.rollLengthIn) {
      roll = { shelves: [], length: 0 };
      rolls.push(roll);
    }
    roll.shelves.push({
      y: roll.length,
      length: piece.along,
      used: piece.across,
      placements: [{ label: piece.label, x: 0, y: roll.length, width: piece.across, length: piece.along, rotated: piece.rotated, strip: piece.strip }],
    });
    roll.length = round2(roll.length + piece.along);
  }

  const totalLength = rolls.reduce((sum, roll) => sum + roll.length, 0);
  const usedSquareInches = pieces.reduce((sum, piece) => sum + piece.across * piece.along, 0);
  const rollSquareInches = totalLength * options.rollWidthIn;
  return {
    rolls: rolls.map((roll) => ({ lengthIn: roll.length, placements: roll.shelves.flatMap((shelf) => shelf.placements) })),
    linearFeet: round2(totalLength / 12),
    rollsNeeded: rolls.length,
    panelSquareFeet: round2(panels.reduce((sum, panel) => sum + panel.widthIn * panel.heightIn, 0) / 144),
    usedSquareFeet: round2(usedSquareInches / 144),
    offcutPercent: rollSquareInches > 0 ? Math.round(((rollSquareInches - usedSquareInches) / rollSquareInches) * 1000) / 10 : 0,
    strips: pieces.filter((piece) => piece.strip).length,
  };
}
