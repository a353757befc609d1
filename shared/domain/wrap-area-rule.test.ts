import { describe, expect, it } from "vitest";
import { panelSquareFeet, shapePanels, wrapAreasOf } from "./wrap-area-rule";

const ACCORD = { length: 195.7, width: 73.3, height: 57.1 };
const TRANSIT_148_MEDIUM = { length: 235.5, width: 81.3, height: 99.1 };

const panel = (panels: ReturnType<typeof shapePanels>, name: string) => panels.find((p) => p.name === name)!;

describe("wrap area rule", () => {
  it("keeps the spec's reference car, the 2022 Accord, at 104 sq ft", () => {
    expect(wrapAreasOf("car", ACCORD)).toEqual({ hood: 18, roof: 17, doors: 38, trunk: 9, bumpers: 11, fenders: 11, total: 104 });
  });

  it("takes a van's side as (length - hood length) x body height, the hood as 12% of the length", () => {
    const panels = shapePanels("van", TRANSIT_148_MEDIUM);
    expect(panel(panels, "Hood")).toEqual({ name: "Hood", part: "hood", count: 1, widthIn: 65, heightIn: 28.3 });
    expect(panel(panels, "Side")).toEqual({ name: "Side", part: "doors", count: 2, widthIn: 207.2, heightIn: 79.1 });
    expect(panelSquareFeet(panel(panels, "Side"))).toBeCloseTo((2 * 207.2 * 79.1) / 144, 6);
    expect(wrapAreasOf("van", TRANSIT_148_MEDIUM)).toEqual({ hood: 13, roof: 88, doors: 228, trunk: 40, bumpers: 10, fenders: 14, total: 393 });
  });

  it("grows with the roof and the wheelbase, and the total is the sum of the parts", () => {
    const low = wrapAreasOf("van", { ...TRANSIT_148_MEDIUM, height: 83 });
    const high = wrapAreasOf("van", { ...TRANSIT_148_MEDIUM, height: 110 });
    const extended = wrapAreasOf("van", { ...TRANSIT_148_MEDIUM, length: 263.9, height: 110 });
    expect(low.total).toBeLessThan(393);
    expect(high.total).toBeGreaterThan(393);
    expect(extended.total).toBeGreaterThan(high.total);
    expect(extended.total).toBe(extended.hood + extended.roof + extended.doors + extended.trunk + extended.bumpers + extended.fenders);
  });

  it("adds a pickup cap's roof, sides and rear to the bed's", () => {
    const f150 = { length: 243.7, width: 79.9, height: 75.6, bed: 78.9 };
    const open = shapePanels("pickup", f150);
    const capped = shapePanels("pickup", { ...f150, cap: 20 });
    expect(open.map((p) => p.name)).not.toContain("Cap side");
    expect(panel(capped, "Cap side")).toEqual({ name: "Cap side", part: "doors", count: 2, widthIn: 78.9, heightIn: 20 });
    expect(panel(capped, "Bed side").heightIn).toBeCloseTo(0.28 * 75.6, 1);
    expect(wrapAreasOf("pickup", { ...f150, cap: 20 }).roof).toBeGreaterThan(wrapAreasOf("pickup", f150).roof);
  });

  it("wraps a box truck's box by its own size, with a hood only on a conventional cab", () => {
    const npr = { length: 283, width: 96, height: 138, box: 192, boxHeight: 96, cabover: true };
    const panels = shapePanels("box-truck", npr);
    expect(panel(panels, "Box side")).toMatchObject({ count: 2, widthIn: 192, heightIn: 96 });
    expect(panels.map((p) => p.name)).toContain("Cab front");
    expect(panels.map((p) => p.name)).not.toContain("Hood");
    expect(shapePanels("box-truck", { ...npr, cabover: false }).map((p) => p.name)).toContain("Hood");
  });

  it("gives a trailer a V-nose front, no bumpers and no fenders", () => {
    const areas = wrapAreasOf("trailer", { length: 192, width: 80, height: 96, box: 150, boxHeight: 84 });
    expect(areas).toMatchObject({ hood: Math.round((1.15 * 80 * 84) / 144), doors: Math.round((2 * 150 * 84) / 144), bumpers: 0, fenders: 0 });
  });
});
