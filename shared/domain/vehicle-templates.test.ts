import { describe, expect, it } from "vitest";
import { TEMPLATE_CATEGORIES, TEMPLATE_MAKES, VEHICLE_TEMPLATES, filterTemplates, templateName } from "./vehicle-templates";
import { wrapAreasOf } from "./wrap-area-rule";

const byId = (id: string) => VEHICLE_TEMPLATES.find((t) => t.id === id)!;
const names = (search: string) => filterTemplates(VEHICLE_TEMPLATES, { search }).map(templateName);

/** The ids of the spec's first 11 templates: jobs and links made from them keep working. */
const SPEC_IDS = [
  "honda-accord-2022", "toyota-camry-2023", "bmw-3-series-2023", "toyota-rav4-2023", "honda-cr-v-2023", "ford-f-150-2023",
  "ford-mustang-2023", "chevrolet-camaro-2023", "tesla-model-s-2023", "mercedes-benz-c300-2023", "ford-transit-2023",
];

describe("vehicle templates", () => {
  it("holds at least 40 vehicles across every category, with the spec's 11 ids kept", () => {
    expect(VEHICLE_TEMPLATES.length).toBeGreaterThanOrEqual(40);
    for (const category of TEMPLATE_CATEGORIES) expect(filterTemplates(VEHICLE_TEMPLATES, { category: category.value }).length, category.label).toBeGreaterThan(0);
    for (const id of SPEC_IDS) expect(byId(id), id).toBeDefined();
    expect(templateName(byId("ford-transit-2023"))).toBe('2023 Ford Transit 148" WB medium roof');
  });

  it("derives every template's wrap areas from its dimensions by its body's rule", () => {
    for (const t of VEHICLE_TEMPLATES) {
      const { length, width, height } = t.dimensions;
      expect(t.wrapAreas, t.id).toEqual(wrapAreasOf(t.shape, { length, width, height, ...t.body }));
    }
    const totals = Object.fromEntries(SPEC_IDS.map((id) => [id, byId(id).wrapAreas.total]));
    expect(totals).toEqual({
      "honda-accord-2022": 104, "toyota-camry-2023": 102, "bmw-3-series-2023": 97, "toyota-rav4-2023": 120, "honda-cr-v-2023": 121,
      "ford-f-150-2023": 159, "ford-mustang-2023": 99, "chevrolet-camaro-2023": 96, "tesla-model-s-2023": 106,
      "mercedes-benz-c300-2023": 97, "ford-transit-2023": 393,
    });
  });

  it("has unique ids, a named source, sensible dimensions and at least two popular options each", () => {
    expect(new Set(VEHICLE_TEMPLATES.map((t) => t.id)).size).toBe(VEHICLE_TEMPLATES.length);
    expect(new Set(VEHICLE_TEMPLATES.map(templateName)).size).toBe(VEHICLE_TEMPLATES.length);
    for (const t of VEHICLE_TEMPLATES) {
      expect(t.source.length, t.id).toBeGreaterThan(10);
      expect(t.popularOptions.length).toBeGreaterThanOrEqual(2);
      expect(t.dimensions.length).toBeGreaterThan(t.dimensions.wheelbase ?? 0);
      expect(t.wrapAreas.total).toBeGreaterThan(0);
    }
  });

  it("lists the distinct makes sorted", () => {
    expect(TEMPLATE_MAKES).toEqual([
      "BMW", "Chevrolet", "Ford", "Freightliner", "Generic", "GMC", "Honda", "Isuzu", "Mercedes-Benz", "Nissan", "Ram", "Tesla", "Toyota",
    ]);
  });

  it("searches make, model, wheelbase, roof and body type, every word, without regard to case", () => {
    expect(names("sprinter")).toEqual([
      '2024 Mercedes-Benz Sprinter 144" WB standard roof', '2024 Mercedes-Benz Sprinter 144" WB high roof',
      '2024 Mercedes-Benz Sprinter 170" WB high roof', '2024 Mercedes-Benz Sprinter 170" WB extended high roof',
    ]);
    expect(names("box")).toEqual(["2024 Isuzu NPR-HD 16 ft box", "2024 Isuzu NPR-HD 20 ft box", "2024 Ford E-350 cutaway 16 ft box", "2024 Freightliner M2 106 26 ft box"]);
    expect(names("148")).toEqual(['2023 Ford Transit 148" WB low roof', '2023 Ford Transit 148" WB medium roof', '2023 Ford Transit 148" WB high roof', '2023 Ford Transit 148" WB extended high roof']);
    expect(names("HIGH ROOF transit")).toEqual(['2023 Ford Transit 148" WB high roof', '2023 Ford Transit 148" WB extended high roof']);
    expect(names("high roof")).toHaveLength(8);
    expect(filterTemplates(VEHICLE_TEMPLATES, { search: "pickup" }).map((t) => t.category)).toEqual(Array(7).fill("truck"));
    expect(names("step van")).toHaveLength(4);
    expect(names(" cr-v ")).toEqual(["2023 Honda CR-V"]);
    expect(names("zamboni")).toEqual([]);
  });

  it("searches as job search does: every word anywhere, accents typed or not", () => {
    const sprinters = names("sprinter");
    expect(names("mercédès sprinter")).toEqual(sprinters);
    expect(names("SPRINTER mercedes")).toEqual(sprinters);
    expect(names("roof high transit")).toEqual(names("HIGH ROOF transit"));
    expect(names("cámaro")).toEqual(["2023 Chevrolet Camaro"]);
  });

  it("filters by category and make", () => {
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "suv" }).map((t) => t.model)).toEqual(["RAV4", "CR-V", "Explorer", "Tahoe", "Model Y"]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "luxury", make: "Tesla" })).toEqual([byId("tesla-model-s-2023")]);
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "van", make: "GMC" }).map(templateName)).toEqual(['2023 GMC Savana 135" WB cargo', '2023 GMC Savana 155" WB extended cargo']);
    expect(filterTemplates(VEHICLE_TEMPLATES, { category: "all", make: "all" })).toHaveLength(VEHICLE_TEMPLATES.length);
  });
});
