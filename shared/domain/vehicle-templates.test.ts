import { describe, expect, it } from "vitest";
import { TEMPLATE_MAKES, VEHICLE_TEMPLATES, filterTemplates } from "./vehicle-templates";

const byModel = (model: string) => VEHICLE_TEMPLATES.find((t) => t.model === model)!;

describe("vehicle templates", () => {
  it("holds the 11 vehicles of the spec with their total wrap areas", () => {
    const totals = Object.fromEntries(VEHICLE_TEMPLATES.map((t) => [`${t.year} ${t.model}`, t.wrapAreas.total]));
    expect(totals).toEqual({
      "2022 Accord": 104,
      "2023 Camry": 104,
      "2023 3 Series": 96,
      "2023 RAV4": 120,
      "2023 CR-V": 120,
      "2023 F-150": 148,
      "2023 Mustang": 96,
      "2023 Camaro": 96,
      "2023 Model S": 112,
      "2023 C300": 96,
      "2023 Transit": 179,
    });
  });

  it("has unique ids and at least two popular options each", () => {
    expect(new Set(VEHICLE_TEMPLATES.map((t) => t.id)).size).toBe(11);
    for (const t of VEHICLE_TEMPLATES) expect(t.popularOptions.length).toBeGreaterThanOrEqual(2);
  });

  it("lists the distinct makes sorted", () => {
    expect(TEMPLATE_MAKES).toEqual(["BMW", "Chevrolet", "Ford", "Honda", "Mercedes-Benz", "Tesla", "Toyota"]);
  });

  it("searches make or model without regard to case, and filters by category and make", () => {
    expect(filterTemplates(VEHICLE_TEMPLATES, { search: "ford" }).map((t) => t.model)).toEqual(["F-150", "Mustang", "Transit"]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { search: " cr-v " })).toEqual([byModel("CR-V")]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "suv" }).map((t) => t.model)).toEqual(["RAV4", "CR-V"]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "luxury", make: "Tesla" })).toEqual([byModel("Model S")]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { search: "zamboni" })).toEqual([]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "all", make: "all" })).toHaveLength(11);
  });
});
