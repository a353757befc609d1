import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LengthUnit } from "../../../shared/domain/units";
import type { PanelCard } from "../../../shared/domain/vin-panels";
import { PanelCards } from "./panel-cards";

const PANELS: PanelCard[] = [
  { name: "Hood", count: 1, widthIn: 60, heightIn: 48, squareFeet: 20, pieces: 1, fitsRoll: true },
  { name: "Side", count: 2, widthIn: 180, heightIn: 64, squareFeet: 160, pieces: 4, fitsRoll: false },
];

/** Each card's lines under its heading. */
function cardLines(unit: LengthUnit) {
  render(<PanelCards panels={PANELS} sizedFor="Sedan" lengthUnit={unit} />);
  return screen.getAllByRole("listitem").map((item) => [...item.querySelectorAll("h3, p")].map((line) => line.textContent));
}

async function copied(unit: LengthUnit, name: string) {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  render(<PanelCards panels={PANELS} sizedFor="Sedan" lengthUnit={unit} />);
  fireEvent.click(within(screen.getByRole("list")).getByRole("button", { name: `Copy ${name} dimensions` }));
  await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
  return writeText.mock.calls[0];
}

describe("PanelCards", () => {
  afterEach(() => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it.each([
    ["cm", ["152.4 cm x 121.9 cm", "457.2 cm x 162.6 cm"]],
    ["m", ["1.52 m x 1.22 m", "4.57 m x 1.63 m"]],
  ] as const)("gives a shop measuring in %s the panel sizes in its unit and square metres beside each area", (unit, sizes) => {
    expect(cardLines(unit)).toEqual([
      ["Hood", sizes[0], "20.00 sq ft (1.86 m²) · 1 piece"],
      ["Side x2", sizes[1], "160.00 sq ft (14.86 m²) · 4 pieces · wider than a 152.4 cm roll"],
    ]);
  });

  it.each(["in", "ft"] as const)("keeps inches and square feet for a shop measuring in %s", (unit) => {
    expect(cardLines(unit)).toEqual([
      ["Hood", "60 in x 48 in", "20.00 sq ft · 1 piece"],
      ["Side x2", "180 in x 64 in", "160.00 sq ft · 4 pieces · wider than a 60 in roll"],
    ]);
  });

  it.each([
    ["cm", "Side (x2): 457.2 cm x 162.6 cm, 160.00 sq ft (14.86 m²)"],
    ["m", "Side (x2): 4.57 m x 1.63 m, 160.00 sq ft (14.86 m²)"],
    ["in", "Side (x2): 180 in x 64 in, 160.00 sq ft"],
  ] as const)("copies a panel as a shop measuring in %s reads it", async (unit, text) => {
    expect(await copied(unit, "Side")).toEqual([text]);
  });
});
