import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VinMaterial } from "../../../shared/domain/vin-panels";
import { MaterialSummary } from "./material-summary";

const material: VinMaterial = { totalSquareFeet: 180, materialSquareFeet: 207, rollsNeeded: 1, recommendedRoll: "72 in x 75 ft", tooWide: ["Side"], pieces: 5 };

/** The summary's facts as label and value pairs, and its roll-size note. */
function renderSummary(metric: boolean, overrides: Partial<VinMaterial> = {}) {
  render(<MaterialSummary material={{ ...material, ...overrides }} source="vpic" template={null} metric={metric} />);
  const facts = within(screen.getByRole("heading", { name: "Material Summary" }).parentElement!)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  return { facts, note: screen.queryByRole("note")?.textContent ?? null };
}

describe("MaterialSummary", () => {
  it("gives a metric shop the rolls in centimetres and metres and square metres beside each area, as its estimates and quote do", () => {
    const { facts, note } = renderSummary(true);
    expect(facts).toEqual([
      ["Total surface", "180.00 sq ft (16.72 m²)"],
      ["Material with 15% waste", "207.00 sq ft (19.23 m²)"],
      ["Standard rolls (152.4 cm x 22.86 m)", "1"],
      ["Recommended roll", "182.88 cm x 22.86 m"],
      ["Pieces to cut", "5"],
    ]);
    expect(note).toBe("Roll size: Side is wider than a 152.4 cm roll. Use a 182.88 cm roll or plan a seam.");
  });

  it.each([
    ["60 in x 50 ft", "152.4 cm x 15.24 m"],
    ["60 in x 75 ft", "152.4 cm x 22.86 m"],
  ] as const)("names the recommended %s roll in metric as %s", (recommendedRoll, shown) => {
    const { facts } = renderSummary(true, { recommendedRoll, tooWide: [] });
    expect(facts).toContainEqual(["Recommended roll", shown]);
  });

  it("keeps inches, feet and square feet for an imperial shop", () => {
    const { facts, note } = renderSummary(false);
    expect(facts).toEqual([
      ["Total surface", "180.00 sq ft"],
      ["Material with 15% waste", "207.00 sq ft"],
      ["Standard rolls (60 in x 75 ft)", "1"],
      ["Recommended roll", "72 in x 75 ft"],
      ["Pieces to cut", "5"],
    ]);
    expect(note).toBe("Roll size: Side is wider than a 60 in roll. Use a 72 in roll or plan a seam.");
  });
});
