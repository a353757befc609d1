import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { layoutPanels } from "../../../shared/domain/roll-layout";
import type { LengthUnit } from "../../../shared/domain/units";
import { ROLL_LENGTH_IN } from "../../../shared/domain/vinyl";
import { RollDrawing } from "./roll-drawing";

/** A side wider than the roll both ways: two seamed strips, one after the other along the roll. */
const layout = layoutPanels([{ label: "Side", widthIn: 100, heightIn: 130 }], { rollWidthIn: 60, rollLengthIn: ROLL_LENGTH_IN, bleedIn: 2, overlapIn: 1 });

function drawing(unit: LengthUnit) {
  render(<RollDrawing layout={layout} rollWidthIn={60} rollLengthIn={ROLL_LENGTH_IN} lengthUnit={unit} />);
  const cuts = screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
  return { caption: document.querySelector("figcaption")?.textContent, label: screen.getByRole("img").getAttribute("aria-label"), cuts };
}

describe("RollDrawing", () => {
  it.each([
    ["cm", [["Side 1/2", "133.4 cm x 340.4 cm", "Roll 1, 0 cm"], ["Side 2/2", "133.4 cm x 340.4 cm", "Roll 1, 340.4 cm"]]],
    ["m", [["Side 1/2", "1.33 m x 3.4 m", "Roll 1, 0 m"], ["Side 2/2", "1.33 m x 3.4 m", "Roll 1, 3.4 m"]]],
  ] as const)("gives a shop measuring in %s the roll in metres and the cut list in its unit", (unit, cuts) => {
    expect(drawing(unit)).toEqual({ caption: "Roll 1: 6.81 m of 22.86 m", label: "Roll 1: 2 pieces over 6.81 m", cuts });
  });

  it.each(["in", "ft"] as const)("keeps feet and inches for a shop measuring in %s", (unit) => {
    expect(drawing(unit)).toEqual({
      caption: "Roll 1: 22.3 ft of 75 ft",
      label: "Roll 1: 2 pieces over 22.3 ft",
      cuts: [
        ["Side 1/2", "52.5 in x 134 in", "Roll 1, 0 in"],
        ["Side 2/2", "52.5 in x 134 in", "Roll 1, 134 in"],
      ],
    });
  });

  it("sizes a long label to fit across its piece rather than run past both ends", () => {
    const roof = layoutPanels([{ label: "Roof 150 cm x 120 cm", widthIn: 59.06, heightIn: 40 }], { rollWidthIn: 60, rollLengthIn: ROLL_LENGTH_IN, bleedIn: 2, overlapIn: 1 });
    render(<RollDrawing layout={roof} rollWidthIn={60} rollLengthIn={ROLL_LENGTH_IN} lengthUnit="cm" />);
    const piece = document.querySelector("rect")!;
    const label = document.querySelector("text")!;
    const across = Number(piece.getAttribute("width"));
    expect(Number(label.getAttribute("font-size")) * label.textContent.length * 0.6, "the label's width at an average glyph").toBeLessThanOrEqual(across);
  });
});
