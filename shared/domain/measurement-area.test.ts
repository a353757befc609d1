import { describe, expect, it } from "vitest";
import { measurementSquareFeet, previewSquareFeet, sumSquareFeet } from "./measurement-area";
import { defaultMeasurementLabel, measurementTitle } from "./measurement-title";

describe("measurement square feet", () => {
  it("is width x height / 144 from inches, to two decimals", () => {
    expect(measurementSquareFeet({ width: 60, height: 48 })).toBe(20);
    expect(measurementSquareFeet({ width: 180, height: 48 })).toBe(60);
    expect(measurementSquareFeet({ width: 33.3, height: 27.7 })).toBe(6.41);
  });

  it("uses length x height when width is absent, and nothing without a pair", () => {
    expect(measurementSquareFeet({ length: 72, height: 24 })).toBe(12);
    expect(measurementSquareFeet({ width: 60, length: 72, height: 24 })).toBe(10);
    expect(measurementSquareFeet({ width: 60 })).toBeNull();
    expect(measurementSquareFeet({ width: 60, length: 72 })).toBeNull();
    expect(measurementSquareFeet({ height: 48 })).toBeNull();
  });

  it("previews the product of the typed values, non-numbers and negatives counting as 0", () => {
    expect(previewSquareFeet("60", "48")).toBe(20);
    expect(previewSquareFeet("60", "abc")).toBe(0);
    expect(previewSquareFeet("", "")).toBe(0);
    expect(previewSquareFeet("-60", "-48")).toBe(0);
    expect(previewSquareFeet("60,5", "48")).toBe(0);
    expect(previewSquareFeet("60in", "48")).toBe(0);
    expect(previewSquareFeet("1e2", "48")).toBe(0);
    expect(previewSquareFeet(" 60.5 ", "48")).toBe(20.17);
    expect(previewSquareFeet("152.4", "121.92", "cm")).toBe(20);
    expect(previewSquareFeet("5", "4", "ft")).toBe(20);
  });

  it("sums areas to two decimals, skipping measurements without one", () => {
    expect(sumSquareFeet([20, 12.5, null, 0.1, 0.2])).toBe(32.8);
    expect(sumSquareFeet([])).toBe(0);
  });
});

describe("measurement labels", () => {
  it("defaults to the panel name plus width and height in the unit they were typed in", () => {
    expect(defaultMeasurementLabel("hood", { width: 60, height: 48 }, "in")).toBe('Hood 60" x 48"');
    expect(defaultMeasurementLabel("driver_side", { width: 180, height: 48.5 }, "in")).toBe('Driver Side 180" x 48.5"');
    expect(defaultMeasurementLabel("roof", { length: 72, height: 48 }, "in")).toBe('Roof 72" x 48"');
    expect(defaultMeasurementLabel("roof", { width: 72 }, "in")).toBe('Roof 72"');
    expect(defaultMeasurementLabel("hood", { width: 59.06, height: 47.24 }, "cm")).toBe("Hood 150 cm x 120 cm");
    expect(defaultMeasurementLabel("roof", { width: 118.11, height: 70.87 }, "m")).toBe("Roof 3 m x 1.8 m");
  });

  it("prefers the user's own label", () => {
    expect(measurementTitle({ panel: "hood", label: "Hood with scoop", width: 60, height: 48, unit: "in" })).toBe("Hood with scoop");
    expect(measurementTitle({ panel: "hood", label: null, width: 60, height: 48, unit: "in" })).toBe('Hood 60" x 48"');
  });
});
