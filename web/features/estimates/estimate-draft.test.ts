import { describe, expect, it, vi } from "vitest";
import type { Estimate } from "../../../shared/schemas/estimate";
import { draftOf, estimateChanges, newDraft, readDraft } from "./estimate-draft";

const saved: Estimate = {
  id: "0190a1b2-0000-7000-8000-000000000001", jobId: "j", vinylRollWidth: 60, vinylRollLength: 75, totalSurfaceArea: 216,
  wastePercentage: 10, rollsNeeded: 1, materialPrice: 780, materialPriceBasis: "roll", laborHours: 8, laborRate: 65, currency: "USD",
  totalMaterialCost: 780, totalLaborCost: 520, totalProjectCost: 1300, notes: null, createdAt: "", updatedAt: "",
};

const shop = { currency: "USD", rollWidth: 60, wastePercentage: 10, laborRate: null };

describe("estimate drafts", () => {
  it("starts from the seed's area and waste, else the shop's defaults from settings", () => {
    expect(newDraft({ totalSurfaceArea: 366.88, wastePercentage: 15 }, { ...shop, currency: "CAD" })).toMatchObject({
      totalSurfaceArea: "366.88", wastePercentage: "15", vinylRollWidth: "60", vinylRollLength: "75", currency: "CAD", materialPrice: "", laborRate: "",
    });
    expect(newDraft({ totalSurfaceArea: null }, shop)).toMatchObject({ totalSurfaceArea: "", wastePercentage: "10" });
    expect(newDraft({ totalSurfaceArea: 100 }, { currency: "GBP", rollWidth: 54, wastePercentage: 18, laborRate: 72.5 })).toMatchObject({
      vinylRollWidth: "54", wastePercentage: "18", laborRate: "72.5", currency: "GBP",
    });
  });

  it("reads typed text with the server's rules and names each wrong field once", () => {
    const ok = readDraft({ ...newDraft({ totalSurfaceArea: 200 }, shop), materialPrice: "2.5", materialPriceBasis: "sq_ft" });
    expect(ok.values).toMatchObject({ totalSurfaceArea: 200, materialPrice: 2.5, materialPriceBasis: "sq_ft" });
    const wrong = readDraft({ ...newDraft({ totalSurfaceArea: null }, shop), wastePercentage: "120", laborRate: "-3" });
    expect(wrong.errors).toEqual({
      totalSurfaceArea: "Surface area must be a number",
      wastePercentage: "Waste must be between 0 and 100%",
      laborRate: "Labour rate must be 0 or more",
    });
  });

  it("sends only the changed fields with their earlier values, and a cleared price as null", () => {
    const read = readDraft({ ...draftOf(saved), wastePercentage: "12", laborRate: "" });
    expect(estimateChanges(saved, read.values!)).toEqual({ patch: { wastePercentage: 12, laborRate: null }, base: { wastePercentage: 10, laborRate: 65 } });
    expect(estimateChanges(saved, readDraft(draftOf(saved)).values!)).toBeNull();
  });

  it("gives a metric shop the roll and area in cm, m and m², stores them in inches, feet and sq ft, and sends an untouched one unchanged", () => {
    expect(newDraft({ totalSurfaceArea: 107.64 }, shop, true)).toMatchObject({ totalSurfaceArea: "10", vinylRollWidth: "152.4", vinylRollLength: "22.86" });
    const metric = { ...saved, vinylRollWidth: 54, vinylRollLength: 164.04, totalSurfaceArea: 215.28 };
    const draft = draftOf(metric, true);
    expect(draft).toMatchObject({ vinylRollWidth: "137.16", vinylRollLength: "50", totalSurfaceArea: "20" });
    expect(estimateChanges(metric, readDraft(draft, true).values!)).toBeNull();
    const typed = readDraft({ ...draft, vinylRollWidth: "152", totalSurfaceArea: "25.5" }, true);
    expect(estimateChanges(metric, typed.values!)?.patch).toEqual({ vinylRollWidth: 59.84, totalSurfaceArea: 274.48 });
  });

  it("saves again, in metric, an estimate at the server's limits", () => {
    const atLimits = { ...saved, totalSurfaceArea: 100_000, vinylRollLength: 1, vinylRollWidth: 120 };
    const draft = draftOf(atLimits, true);
    expect(draft).toMatchObject({ totalSurfaceArea: "9290.304", vinylRollLength: "0.305", vinylRollWidth: "304.8" });
    const read = readDraft({ ...draft, notes: "Fleet order" }, true);
    expect(read.errors).toBeNull();
    expect(estimateChanges(atLimits, read.values!)?.patch).toEqual({ notes: "Fleet order" });
  });

  it("names a metric shop's wrong roll or area in the units typed", () => {
    const draft = newDraft({ totalSurfaceArea: 10 }, shop, true);
    expect(readDraft({ ...draft, vinylRollWidth: "2", vinylRollLength: "400", totalSurfaceArea: "10000" }, true).errors).toEqual({
      vinylRollWidth: "Roll width must be at least 2.54 cm",
      vinylRollLength: "Roll length must be at most 304.8 m",
      totalSurfaceArea: "Surface area must be at most 9,290.304 m²",
    });
    expect(readDraft({ ...draft, vinylRollWidth: "wide", wastePercentage: "120" }, true).errors).toEqual({
      vinylRollWidth: "Roll width must be a number",
      wastePercentage: "Waste must be between 0 and 100%",
    });
  });

  it("reads numbers typed with a comma on a phone that writes decimals so", () => {
    const language = vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    try {
      const read = readDraft({ ...newDraft({ totalSurfaceArea: null }, shop, true), totalSurfaceArea: "20,5", vinylRollWidth: "152,4", materialPrice: "12,75", materialPriceBasis: "sq_m" }, true);
      expect(read.values).toMatchObject({ totalSurfaceArea: 220.66, vinylRollWidth: 60, materialPrice: 12.75 });
    } finally {
      language.mockRestore();
    }
  });
});
