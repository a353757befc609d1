import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PanelCard, VinMaterial } from "../../../shared/domain/vin-panels";
import type { VinDecode } from "../../../shared/schemas/vin";
import { type Account, accountQuery } from "../../api/account-query";
import { createQueryClient } from "../../api/query-client";
import { VinResults } from "./vin-results";

const decode: VinDecode = {
  vehicle: {
    vin: "1HGCV1F30NA000001",
    year: 2022,
    make: "HONDA",
    model: "Accord",
    trim: null,
    bodyStyle: null,
    engine: null,
    drivetrain: null,
    transmission: null,
    fuelType: null,
    country: null,
    manufacturer: null,
    wheelbase: null,
    overallLength: null,
    overallWidth: null,
    overallHeight: null,
    trackWidth: null,
    doors: "4",
    seats: null,
    bodyClass: "Sedan/Saloon",
    vehicleType: "PASSENGER CAR",
  },
  source: "vpic",
  partial: false,
  checkDigit: { expected: "0", actual: "0", valid: true },
};

const panels: PanelCard[] = [{ name: "Hood", count: 1, widthIn: 60, heightIn: 48, squareFeet: 1200, pieces: 1, fitsRoll: true }];
const material: VinMaterial = { totalSquareFeet: 1200, materialSquareFeet: 1380, rollsNeeded: 4, recommendedRoll: "60 in x 75 ft", tooWide: [], pieces: 1 };

/** The results for a shop whose settings are cached: the line under the vehicle, the panel card's lines and the material facts. */
function results(lengthUnit: string) {
  const queryClient = createQueryClient({ onUnauthorized: () => {} });
  queryClient.setQueryData(accountQuery.queryKey, { preferences: { lengthUnit, rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } } as Account);
  render(
    <QueryClientProvider client={queryClient}>
      <VinResults decode={decode} panels={panels} material={material} template={null} />
    </QueryClientProvider>,
  );
  const summary = screen.getByRole("heading", { level: 2 }).nextElementSibling?.textContent;
  fireEvent.click(screen.getByRole("tab", { name: "Panel Dimensions" }));
  const card = [...screen.getByRole("listitem").querySelectorAll("p")].map((line) => line.textContent);
  fireEvent.click(screen.getByRole("tab", { name: "Material Summary" }));
  const facts = screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  return { summary, card, facts };
}

describe("VinResults", () => {
  it.each([
    ["cm", "152.4 cm x 121.9 cm"],
    ["m", "1.52 m x 1.22 m"],
  ])("reads a shop measuring in %s from its settings and shows every tab in metric", (unit, size) => {
    const { summary, card, facts } = results(unit);
    expect(summary).toMatch(/ · 1,200 sq ft \(111\.48 m²\) to wrap$/);
    expect(card).toEqual([size, "1,200.00 sq ft (111.48 m²) · 1 piece"]);
    expect(facts).toContainEqual(["Total surface", "1,200.00 sq ft (111.48 m²)"]);
    expect(facts).toContainEqual(["Standard rolls (152.4 cm x 22.86 m)", "4"]);
    expect(facts).toContainEqual(["Recommended roll", "152.4 cm x 22.86 m"]);
  });

  it.each([
    ["TRUCK", "a truck or SUV"],
    [null, "another kind of vehicle (van, bus, motorcycle…)"],
  ])("says which kind of vehicle a decode made without the vehicle database sized its panels for (%s) in a sentence that reads", (vehicleType, phrase) => {
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    const partial: VinDecode = { ...decode, partial: true, vehicle: { ...decode.vehicle, bodyClass: null, vehicleType, model: null } };
    render(
      <QueryClientProvider client={queryClient}>
        <VinResults decode={partial} panels={panels} material={material} template={null} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Panels are estimated for/).textContent).toContain(`Panels are estimated for ${phrase}; decode again with a signal for the exact model.`);
  });

  it.each(["in", "ft"])("keeps inches and square feet for a shop measuring in %s", (unit) => {
    const { summary, card, facts } = results(unit);
    expect(summary).toMatch(/ · 1,200 sq ft to wrap$/);
    expect(card).toEqual(["60 in x 48 in", "1,200.00 sq ft · 1 piece"]);
    expect(facts).toContainEqual(["Total surface", "1,200.00 sq ft"]);
    expect(facts).toContainEqual(["Standard rolls (60 in x 75 ft)", "4"]);
    expect(facts).toContainEqual(["Recommended roll", "60 in x 75 ft"]);
  });
});
