import { describe, expect, it } from "vitest";
import { VEHICLE_TEMPLATES, type VehicleTemplate } from "./vehicle-templates";
import { ROLL_AREA_SQ_FT, calculateTemplateMaterial, recommendedRoll, vinylNeeded, withWaste } from "./vinyl";

const byModel = (model: string) => VEHICLE_TEMPLATES.find((t) => t.model === model)!;
const byId = (id: string) => VEHICLE_TEMPLATES.find((t) => t.id === id)!;

describe("vinylNeeded", () => {
  it("adds 15% and rounds to one decimal", () => {
    expect(vinylNeeded(104)).toBe(119.6);
    expect(vinylNeeded(0)).toBe(0);
    expect(vinylNeeded(33.33)).toBe(38.3);
  });

  it("rounds a half up, whatever float dust the product holds (95 sq ft is 109.25 with waste)", () => {
    expect(vinylNeeded(95)).toBe(109.3);
    expect(vinylNeeded(105)).toBe(120.8);
    expect(withWaste(4.1, 15)).toBe(4.72);
    expect(withWaste(1.15, 10)).toBe(1.27);
    expect(withWaste(148.5, 15)).toBe(170.78);
  });
});

describe("calculateTemplateMaterial", () => {
  it("uses 10% waste and 90% efficiency when every sample panel fits a 60 in roll", () => {
    expect(calculateTemplateMaterial(byModel("Accord"), "full")).toEqual({
      coverageArea: 104,
      wastePercent: 10,
      materialArea: 114.4,
      rollsNeeded: 1,
      efficiencyPercent: 90,
      recommendedRoll: "60 in x 50 ft",
    });
  });

  it("scales by coverage: partial 0.6, accent 0.3", () => {
    expect(calculateTemplateMaterial(byModel("Accord"), "partial").coverageArea).toBe(62.4);
    expect(calculateTemplateMaterial(byModel("Accord"), "partial").materialArea).toBe(68.64);
    expect(calculateTemplateMaterial(byModel("Accord"), "accent").materialArea).toBe(34.32);
  });

  it("uses 20% waste, 85% efficiency and a 72 in roll when the roof is wider than the roll", () => {
    expect(calculateTemplateMaterial(byId("ford-f-150-2023"), "full")).toEqual({
      coverageArea: 159,
      wastePercent: 20,
      materialArea: 190.8,
      rollsNeeded: 1,
      efficiencyPercent: 85,
      recommendedRoll: "72 in x 75 ft",
    });
    expect(calculateTemplateMaterial(byId("ford-transit-2023"), "full")).toMatchObject({ materialArea: 471.6, rollsNeeded: 2 });
    expect(calculateTemplateMaterial(byModel("Camaro"), "full").wastePercent).toBe(10);
    expect(calculateTemplateMaterial(byModel("Mustang"), "full").wastePercent).toBe(20);
  });

  it("counts rolls of 60 in x 900 in (375 sq ft)", () => {
    expect(ROLL_AREA_SQ_FT).toBe(375);
    const big: VehicleTemplate = { ...byModel("Accord"), wrapAreas: { ...byModel("Accord").wrapAreas, total: 400 } };
    expect(calculateTemplateMaterial(big, "full")).toMatchObject({ materialArea: 440, rollsNeeded: 2, recommendedRoll: "60 in x 75 ft" });
  });
});

describe("recommendedRoll", () => {
  it("picks 60 x 50 under 150 sq ft, 60 x 75 from 150, 72 x 75 when a panel is too wide", () => {
    expect(recommendedRoll(false, 149.99)).toBe("60 in x 50 ft");
    expect(recommendedRoll(false, 150)).toBe("60 in x 75 ft");
    expect(recommendedRoll(true, 20)).toBe("72 in x 75 ft");
  });
});
