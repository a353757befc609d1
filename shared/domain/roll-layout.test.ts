import { describe, expect, it } from "vitest";
import { emptyVehicle } from "./vin-decode";
import { vinMaterial, vinPanels } from "./vin-panels";
import { panelsFromCards } from "./roll-panels";
import { type LayoutOptions, type Panel, type RollLayout, layoutPanels } from "./roll-layout";

const options = (overrides: Partial<LayoutOptions> = {}): LayoutOptions => ({ rollWidthIn: 60, rollLengthIn: 900, bleedIn: 2, overlapIn: 1, ...overrides });

const vehiclePanels = (bodyClass: string): Panel[] => panelsFromCards(vinPanels({ ...emptyVehicle("1HGCM82633A004352"), bodyClass }));

function expectSound(layout: RollLayout, { rollWidthIn, rollLengthIn }: LayoutOptions) {
  for (const roll of layout.rolls) {
    expect(roll.lengthIn).toBeLessThanOrEqual(rollLengthIn);
    for (const [index, piece] of roll.placements.entries()) {
      expect(piece.x).toBeGreaterThanOrEqual(0);
      expect(piece.y).toBeGreaterThanOrEqual(0);
      expect(piece.x + piece.width).toBeLessThanOrEqual(rollWidthIn + 1e-9);
      expect(piece.y + piece.length).toBeLessThanOrEqual(roll.lengthIn + 1e-9);
      for (const other of roll.placements.slice(index + 1)) {
        const apart = piece.x + piece.width <= other.x + 1e-9 || other.x + other.width <= piece.x + 1e-9 || piece.y + piece.length <= other.y + 1e-9 || other.y + other.length <= piece.y + 1e-9;
        expect(apart, `${piece.label} overlaps ${other.label}`).toBe(true);
      }
    }
  }
}

describe("roll layout", () => {
  it.each([54, 60, 72])("lays a truck's panels on a %i in roll with no overlaps and every piece inside the roll", (rollWidthIn) => {
    const panels = vehiclePanels("Pickup");
    const layout = layoutPanels(panels, options({ rollWidthIn }));
    expectSound(layout, options({ rollWidthIn }));
    const labels = layout.rolls.flatMap((roll) => roll.placements.map((piece) => piece.label.replace(/ \d\/\d$/, "")));
    expect(new Set(labels)).toEqual(new Set(panels.map((panel) => panel.label)));
  });

  it("covers the same panel area as the square-feet estimate and uses more than it, with bleed", () => {
    const layout = layoutPanels(vehiclePanels("Sedan/Saloon"), options());
    expect(layout.panelSquareFeet).toBe(vinMaterial(vinPanels({ ...emptyVehicle("1HGCM82633A004352"), bodyClass: "Sedan/Saloon" })).totalSquareFeet);
    expect(layout.usedSquareFeet).toBeGreaterThan(layout.panelSquareFeet);
    expect(layout.linearFeet * 5).toBeGreaterThanOrEqual(layout.usedSquareFeet);
    expect(layout.offcutPercent).toBeGreaterThan(0);
    expect(layout.offcutPercent).toBeLessThan(50);
  });

  it("turns a piece so its long side runs across the roll when it fits, which shortens the roll used", () => {
    const flat = layoutPanels([{ label: "Tailgate", widthIn: 30, heightIn: 56 }], options({ bleedIn: 0 }));
    expect(flat.rolls[0]!.placements[0]).toMatchObject({ width: 56, length: 30, rotated: true });
    expect(flat.linearFeet).toBe(2.5);
    const kept = layoutPanels([{ label: "Hood", widthIn: 56, heightIn: 30 }], options({ bleedIn: 0 }));
    expect(kept.rolls[0]!.placements[0]).toMatchObject({ width: 56, length: 30, rotated: false });
  });

  it("turns a piece to fit it beside another on a shelf", () => {
    const layout = layoutPanels(
      [
        { label: "Side", widthIn: 40, heightIn: 100 },
        { label: "Fender", widthIn: 30, heightIn: 18 },
      ],
      options({ bleedIn: 0 }),
    );
    expect(layout.rolls[0]!.placements).toEqual([
      { label: "Side", x: 0, y: 0, width: 40, length: 100, rotated: false, strip: false },
      { label: "Fender", x: 40, y: 0, width: 18, length: 30, rotated: true, strip: false },
    ]);
  });

  it("cuts a piece wider than the roll both ways into equal strips that overlap at the seam", () => {
    const layout = layoutPanels([{ label: "Hood", widthIn: 78, heightIn: 67.2 }], options());
    expect(layout.strips).toBe(2);
    expect(layout.rolls[0]!.placements).toEqual([
      { label: "Hood 1/2", x: 0, y: 0, width: 36.1, length: 82, rotated: true, strip: true },
      { label: "Hood 2/2", x: 0, y: 82, width: 36.1, length: 82, rotated: true, strip: true },
    ]);
    expect(layoutPanels([{ label: "Hood", widthIn: 78, heightIn: 67.2 }], options({ rollWidthIn: 72 })).strips).toBe(0);
  });

  it("starts a new roll when the next shelf would run past the roll's end", () => {
    const panels = Array.from({ length: 20 }, (_, index) => ({ label: `Panel ${String(index + 1).padStart(2, "0")}`, widthIn: 50, heightIn: 96 }));
    const layout = layoutPanels(panels, options());
    expect(layout.rollsNeeded).toBe(3);
    expect(layout.rolls.map((roll) => roll.placements.length)).toEqual([9, 9, 2]);
    expect(layout.linearFeet).toBe(166.67);
    expectSound(layout, options());
  });

  it("gives the same layout for the same panels in any order", () => {
    const panels = vehiclePanels("Pickup");
    const shuffled = [...panels].reverse();
    shuffled.push(shuffled.shift()!);
    expect(layoutPanels(shuffled, options())).toEqual(layoutPanels(panels, options()));
  });

  it("refuses a piece longer than a roll and an overlap as wide as the roll, and lays nothing for no panels", () => {
    expect(() => layoutPanels([{ label: "Banner", widthIn: 20, heightIn: 1000 }], options())).toThrow("Banner is longer than a roll");
    expect(() => layoutPanels([], options({ overlapIn: 60 }))).toThrow(RangeError);
    expect(layoutPanels([], options())).toMatchObject({ rolls: [], linearFeet: 0, rollsNeeded: 0, offcutPercent: 0 });
  });
});
