import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { formatWorkedLength } from "../../../shared/domain/length-text";
import { isMetric } from "../../../shared/domain/units";
import type { RollLayout } from "../../../shared/domain/roll-layout";
import type { LengthUnit } from "../../../shared/domain/units";
import { Button } from "../../components/ui/button";
import { metresAlong } from "./roll-text";

const ZOOMS = [1, 1.5, 2, 3, 4];
const PIXELS_PER_INCH = 2.5;
const inches = (value: number) => `${Number(value.toFixed(1))} in`;
const feet = (lengthIn: number) => `${Number((lengthIn / 12).toFixed(1))} ft`;

/** An average glyph's width over the font size, for a sans-serif label. */
const GLYPH_WIDTH = 0.6;

/** A piece's label size, in inches of the drawing: small enough to fit across the piece (a long "Roof 150 cm x 120 cm" on a 44 in piece), at most 6 in. */
function labelSize(piece: { width: number; length: number; label: string }): number {
  const across = (piece.length * 0.9) / (piece.label.length * GLYPH_WIDTH);
  return Math.max(1.5, Math.min(piece.width / 5, piece.length / 6, across, 6));
}

type Props = { layout: RollLayout; rollWidthIn: number; rollLengthIn: number; lengthUnit: LengthUnit };

/**
 * Each roll unrolled left to right, pieces labelled; zoom buttons for a phone, the cut list below for exact numbers.
 * A metric shop (`lengthUnit` cm or m) reads the rolls in metres and the pieces in its own unit.
 */
export function RollDrawing({ layout, rollWidthIn, rollLengthIn, lengthUnit }: Props) {
  const metric = isMetric(lengthUnit);
  const length = (value: number) => (metric ? formatWorkedLength(value, lengthUnit) : inches(value));
  const along = (value: number) => (metric ? metresAlong(value) : feet(value));
  const [zoom, setZoom] = useState(0);
  const scale = ZOOMS[zoom]! * PIXELS_PER_INCH;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Zoom out" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
          <Minus aria-hidden className="h-5 w-5" />
        </Button>
        <Button variant="outline" size="icon" aria-label="Zoom in" disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)}>
          <Plus aria-hidden className="h-5 w-5" />
        </Button>
        <span className="text-sm text-muted-foreground">{ZOOMS[zoom]}x · scroll sideways along the roll</span>
      </div>
      {layout.rolls.map((roll, index) => (
        <figure key={index} className="space-y-1">
          <figcaption className="text-sm font-semibold">
            Roll {index + 1}: {along(roll.lengthIn)} of {along(rollLengthIn)}
          </figcaption>
          <div tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-muted focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary">
            <svg
              role="img"
              aria-label={`Roll ${index + 1}: ${roll.placements.length} pieces over ${along(roll.lengthIn)}`}
              width={Math.max(roll.lengthIn, 12) * scale}
              height={rollWidthIn * scale}
              viewBox={`0 0 ${Math.max(roll.lengthIn, 12)} ${rollWidthIn}`}
              className="block"
            >
              {roll.placements.map((piece, pieceIndex) => {
                const size = labelSize(piece);
                return (
                  <g key={pieceIndex}>
                    <rect x={piece.y} y={piece.x} width={piece.length} height={piece.width} className={piece.strip ? "fill-amber-200 stroke-amber-700 dark:fill-amber-900 dark:stroke-amber-400" : "fill-orange-100 stroke-primary dark:fill-orange-950"} strokeWidth={0.4} />
                    <text x={piece.y + piece.length / 2} y={piece.x + piece.width / 2} fontSize={size} textAnchor="middle" dominantBaseline="middle" className="fill-foreground">
                      {piece.label}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
        </figure>
      ))}
      <details className="rounded-lg border border-border p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">Cut list</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Piece</th>
              <th className="py-1 font-medium">Across x along</th>
              <th className="py-1 font-medium">From roll start</th>
            </tr>
          </thead>
          <tbody>
            {layout.rolls.flatMap((roll, index) =>
              roll.placements.map((piece, pieceIndex) => (
                <tr key={`${index}-${pieceIndex}`} className="border-t border-border">
                  <td className="py-1">{piece.label}</td>
                  <td className="py-1 tabular-nums">
                    {length(piece.width)} x {length(piece.length)}
                    {piece.rotated ? " (turned)" : ""}
                  </td>
                  <td className="py-1 tabular-nums">
                    Roll {index + 1}, {length(piece.y)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </details>
    </div>
  );
}
