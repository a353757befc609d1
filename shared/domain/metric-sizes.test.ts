import { describe, expect, it } from "vitest";
import { metricFromStored, metricLimit, sizeText, storedFromMetric, storedSizeInput } from "./metric-sizes";

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

  it("narrows a limit so a metric size within it stays within it once stored", () => {
    expect(metricLimit(1, "inches", "min")).toBe(2.54);
    expect(metricLimit(120, "inches", "max")).toBe(304.8);
    expect(metricLimit(1, "feet", "min")).toBe(0.31);
    expect(metricLimit(1000, "feet", "max")).toBe(304.8);
    expect(metricLimit(100_000, "squareFeet", "max")).toBe(9290.3);
    expect(storedFromMetric(0.31, "feet")).toBeGreaterThanOrEqual(1);
    expect(storedFromMetric(9290.3, "squareFeet")).toBeLessThanOrEqual(100_000);
  });
});
