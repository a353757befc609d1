import { describe, expect, it } from "vitest";
import { rollSizeText } from "./metric-text";
import { metricFromStored, sizeLimits, sizeText, storedFromMetric, storedSizeInput } from "./metric-sizes";

describe("metric sizes", () => {
  it("stores a metric size in its imperial unit with two decimals", () => {
    expect(storedFromMetric(152.4, "inches")).toBe(60);
    expect(storedFromMetric(152, "inches")).toBe(59.84);
    expect(storedFromMetric(22.86, "feet")).toBe(75);
    expect(storedFromMetric(10, "squareFeet")).toBe(107.64);
  });

  it("shows a stored size as the metric a person typed, reading back as the same stored value", () => {
    expect(metricFromStored(60, "inches")).toBe(152.4);
    expect(metricFromStored(59.84, "inches")).toBe(152);
    expect(metricFromStored(54, "inches")).toBe(137.16);
    expect(metricFromStored(75, "feet")).toBe(22.86);
    expect(metricFromStored(164.04, "feet")).toBe(50);
    expect(metricFromStored(107.64, "squareFeet")).toBe(10);
    expect(metricFromStored(0, "squareFeet")).toBe(0);
    for (const stored of [1, 12.34, 54, 60, 72, 99.99, 120, 1000, 4321.09]) {
      for (const kind of ["inches", "feet", "squareFeet"] as const) expect(storedFromMetric(metricFromStored(stored, kind), kind)).toBe(stored);
    }
  });

  it("leaves imperial text alone and converts only a metric number", () => {
    expect(sizeText(60, "inches", false)).toBe("60");
    expect(sizeText(60, "inches", true)).toBe("152.4");
    expect(sizeText(null, "squareFeet", true)).toBe("");
    expect(storedSizeInput("152.4", "inches", true)).toBe(60);
    expect(storedSizeInput(" 152 ", "inches", true)).toBe(59.84);
    expect(storedSizeInput("abc", "inches", true)).toBe("abc");
    expect(storedSizeInput("", "squareFeet", true)).toBe("");
    expect(storedSizeInput("60", "inches", false)).toBe("60");
  });

  it("states a limit in metric as its exact equivalent, so any stored size within the stored limits shows within them", () => {
    expect(sizeLimits("inches", 1, 120, true)).toEqual({ min: 2.54, max: 304.8, unit: "cm" });
    expect(sizeLimits("feet", 1, 1000, true)).toEqual({ min: 0.3048, max: 304.8, unit: "m" });
    expect(sizeLimits("squareFeet", 0, 100_000, true)).toEqual({ min: 0, max: 9290.304, unit: "m²" });
    expect(sizeLimits("feet", 1, 1000, false)).toEqual({ min: 1, max: 1000, unit: "ft" });
    for (const [kind, stored, limits] of [["feet", 1, [0.3048, 304.8]], ["squareFeet", 100_000, [0, 9290.304]], ["inches", 120, [2.54, 304.8]]] as const) {
      const shown = metricFromStored(stored, kind);
      expect(shown).toBeGreaterThanOrEqual(limits[0]);
      expect(shown).toBeLessThanOrEqual(limits[1]);
    }
    expect(storedFromMetric(0.3048, "feet")).toBe(1);
    expect(storedFromMetric(9290.304, "squareFeet")).toBe(100_000);
  });

  it("gives a roll typed in metres back as typed, on cards, previews and PDFs", () => {
    expect(rollSizeText(60, storedFromMetric(50, "feet"), true)).toBe("152.4 cm x 50 m");
    expect(rollSizeText(60, storedFromMetric(25, "feet"), true)).toBe("152.4 cm x 25 m");
    expect(rollSizeText(54, 150, true)).toBe("137.16 cm x 45.72 m");
    expect(rollSizeText(60, 75, false)).toBe("60 in x 75 ft");
  });
});
