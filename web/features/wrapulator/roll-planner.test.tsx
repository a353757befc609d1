import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EstimateSeed } from "../estimates/estimate-draft";
import { type Account, accountQuery } from "../../api/account-query";
import { createQueryClient } from "../../api/query-client";
import { type PanelSource, RollPlanner } from "./roll-planner";

const sources: PanelSource[] = [
  {
    key: "measured",
    label: "Measured panels",
    panels: [
      { label: "Hood", widthIn: 56, heightIn: 44 },
      { label: "Roof", widthIn: 40, heightIn: 100 },
    ],
  },
];

/** The planner for a shop whose settings are cached, as the tab shows it: the plan's figures, its comparison, the roll's caption, the cut list and the estimate it seeds. */
function plan(lengthUnit: string, rollWidth = 60) {
  const queryClient = createQueryClient({ onUnauthorized: () => {} });
  queryClient.setQueryData(accountQuery.queryKey, { preferences: { lengthUnit, rollWidth, wastePercentage: 10, currency: null, laborRate: null } } as Account);
  const seeds: EstimateSeed[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <RollPlanner sources={sources} onUseInEstimate={(seed) => seeds.push(seed)} />
    </QueryClientProvider>,
  );
  const figures = within(document.querySelector<HTMLElement>('dl[aria-label="Roll plan"]')!)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  const comparison = screen.getByText(/^Square feet plus/).textContent;
  const caption = document.querySelector("figcaption")?.textContent;
  const drawing = screen.getByRole("img").getAttribute("aria-label");
  const cuts = screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
  fireEvent.click(screen.getByRole("button", { name: "Use in estimate" }));
  return { figures, comparison, caption, drawing, cuts, seed: seeds[0] };
}

const SEED = { totalSurfaceArea: 44.89, wastePercentage: 42, vinylRollWidth: 60, notes: "Roll plan: 12.7 ft of a 60 in roll (measured panels)" };

describe("RollPlanner", () => {
  it.each([
    ["cm", [["Roof", "111.8 cm x 264.2 cm", "Roll 1, 0 cm"], ["Hood", "152.4 cm x 121.9 cm", "Roll 1, 264.2 cm"]]],
    ["m", [["Roof", "1.12 m x 2.64 m", "Roll 1, 0 m"], ["Hood", "1.52 m x 1.22 m", "Roll 1, 2.64 m"]]],
  ])("gives a shop measuring in %s the roll in metres, the pieces in its unit and square metres beside the area", (unit, cuts) => {
    const result = plan(unit);
    expect(result.figures).toEqual([
      ["Roll used", "3.86 m"],
      ["Rolls (152.4 cm x 22.86 m)", "1"],
      ["Offcuts", "18.2%"],
      ["Seamed strips", "0"],
    ]);
    expect(result.comparison).toBe("Square feet plus 15% (44.89 sq ft (4.17 m²) of panels) would be 3.15 m of this roll; this plan, bleed included, uses 0.72 m more.");
    expect(result.caption).toBe("Roll 1: 3.86 m of 22.86 m");
    expect(result.drawing).toBe("Roll 1: 2 pieces over 3.86 m");
    expect(result.cuts).toEqual(cuts);
  });

  it("asks a metric shop for the roll, bleed and overlap in cm, and puts the same plan into an estimate, its note in metric", () => {
    const result = plan("cm");
    const widths = within(screen.getByRole("group", { name: "Roll width" })).getAllByRole("radio");
    expect(widths.map((radio) => radio.closest("label")?.textContent)).toEqual(["137.16 cm", "152.4 cm", "182.88 cm"]);
    expect(screen.getByLabelText<HTMLInputElement>("Bleed per side (cm)").value).toBe("5.08");
    expect(screen.getByLabelText<HTMLInputElement>("Seam overlap (cm)").value).toBe("2.54");
    expect(result.seed).toEqual({ ...SEED, notes: "Roll plan: 3.86 m of a 152.4 cm roll (measured panels)" });
    fireEvent.change(screen.getByLabelText("Bleed per side (cm)"), { target: { value: "61" } });
    expect(screen.getByText("0 to 60.96 cm")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Bleed per side (cm)"), { target: { value: "0" } });
    const used = within(document.querySelector<HTMLElement>('dl[aria-label="Roll plan"]')!).getByText("Roll used").nextElementSibling?.textContent;
    expect(used, "the roof and the hood end to end, 100 in and 44 in").toBe("3.66 m");
  });

  it.each([
    [53.94, ["137 cm", "152.4 cm", "182.88 cm"]],
    [59.84, ["137.16 cm", "152 cm", "182.88 cm"]],
    [48, ["121.92 cm", "137.16 cm", "152.4 cm", "182.88 cm"]],
  ])("puts a metric shop's default roll width of %s in in place of the usual width it stands in for", (rollWidth, choices) => {
    plan("cm", rollWidth);
    const widths = within(screen.getByRole("group", { name: "Roll width" })).getAllByRole("radio");
    expect(widths.map((radio) => radio.closest("label")?.textContent)).toEqual(choices);
  });

  it.each(["in", "ft"])("keeps feet, inches and square feet for a shop measuring in %s", (unit) => {
    const result = plan(unit);
    expect(result.figures).toEqual([
      ["Roll used", "12.7 ft"],
      ["Rolls (60 in x 75 ft)", "1"],
      ["Offcuts", "18.2%"],
      ["Seamed strips", "0"],
    ]);
    expect(result.comparison).toBe("Square feet plus 15% (44.89 sq ft of panels) would be 10.3 ft of this roll; this plan, bleed included, uses 2.3 ft more.");
    expect(result.caption).toBe("Roll 1: 12.7 ft of 75 ft");
    expect(result.drawing).toBe("Roll 1: 2 pieces over 12.7 ft");
    expect(result.cuts).toEqual([
      ["Roof", "44 in x 104 in", "Roll 1, 0 in"],
      ["Hood", "60 in x 48 in", "Roll 1, 104 in"],
    ]);
    expect(result.seed).toEqual(SEED);
  });
  it("puts a plan whose offcuts pass the panels' own area into an estimate as the plan's vinyl, since waste stops at 100%", () => {
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    queryClient.setQueryData(accountQuery.queryKey, { preferences: { lengthUnit: "in", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } } as Account);
    const seeds: EstimateSeed[] = [];
    const logos: PanelSource = { key: "measured", label: "Measured panels", panels: [{ label: "Door logo", widthIn: 12, heightIn: 12 }, { label: "Door logo", widthIn: 12, heightIn: 12 }] };
    render(
      <QueryClientProvider client={queryClient}>
        <RollPlanner sources={[logos]} onUseInEstimate={(seed) => seeds.push(seed)} />
      </QueryClientProvider>,
    );
    const used = within(document.querySelector<HTMLElement>('dl[aria-label="Roll plan"]')!).getByText("Roll used").nextElementSibling?.textContent;
    fireEvent.click(screen.getByRole("button", { name: "Use in estimate" }));
    const feetUsed = Number(used!.replace(" ft", ""));
    expect(seeds[0]!.wastePercentage).toBe(0);
    expect(seeds[0]!.totalSurfaceArea, "the 60 in roll's square feet over the length used").toBeCloseTo(feetUsed * 5, 0);
    expect(seeds[0]!.notes).toBe(`Roll plan: ${used} of a 60 in roll (measured panels); 2 sq ft of panels, offcuts included in the area`);
  });
});
