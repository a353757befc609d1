import { describe, expect, it } from "vitest";
import { formatLength, shownLength, sizesText } from "./length-text";
import { convertLength, fromInches, squareFeetToSquareMetres, toInches } from "./units";

describe("length units", () => {
  it("stores every unit as inches with two decimals", () => {
    expect(toInches(60, "in")).toBe(60);
    expect(toInches(5, "ft")).toBe(60);
    expect(toInches(152.4, "cm")).toBe(60);
    expect(toInches(1.524, "m")).toBe(60);
    expect(toInches(1, "m")).toBe(39.37);
    expect(toInches(10, "cm")).toBe(3.94);
  });

  it("converts between any two units", () => {
    expect(convertLength(1, "ft", "in")).toBe(12);
    expect(convertLength(1, "m", "cm")).toBeCloseTo(100, 10);
    expect(convertLength(12, "in", "cm")).toBeCloseTo(30.48, 10);
    expect(convertLength(3, "ft", "m")).toBeCloseTo(0.9144, 10);
    expect(fromInches(60, "cm")).toBeCloseTo(152.4, 10);
  });

  it("gives square metres from square feet", () => {
    expect(squareFeetToSquareMetres(20)).toBe(1.86);
    expect(squareFeetToSquareMetres(10.7639)).toBe(1);
  });

  it("formats a length in its unit without trailing zeros", () => {
    expect(formatLength(60)).toBe('60"');
    expect(formatLength(59.84)).toBe('59.84"');
    expect(formatLength(60, "ft")).toBe("5'");
    expect(formatLength(60, "cm")).toBe("152.4 cm");
    expect(formatLength(39.37, "m")).toBe("1 m");
    expect(formatLength(1234.5)).toBe('1,234.5"');
  });

  it("shows a length in the unit it was typed in as typed, not as the inches it was stored as", () => {
    for (const unit of ["in", "ft", "cm", "m"] as const) {
      for (const typed of [1, 2.5, 10, 12.5, 99.9, 120, 150, 121.92, 250, 333.33, 1000]) {
        const stored = toInches(typed, unit);
        if (toInches(shownLength(stored, unit), unit) !== stored) throw new Error(`${typed} ${unit} does not store back as ${stored}`);
      }
    }
    expect(formatLength(toInches(120, "cm"), "cm")).toBe("120 cm");
    expect(formatLength(toInches(150, "cm"), "cm")).toBe("150 cm");
    expect(formatLength(toInches(121.92, "cm"), "cm")).toBe("121.92 cm");
    expect(shownLength(toInches(2.5, "m"), "m")).toBe(2.5);
    expect(shownLength(toInches(10.123, "ft"), "ft")).toBe(10.123);
    expect(shownLength(toInches(120.5, "cm"), "cm")).toBe(120.5);
    for (let cm = 1; cm <= 500; cm += 1) expect(shownLength(toInches(cm, "cm"), "cm"), `${cm} cm`).toBe(cm);
  });
});

describe("sizesText", () => {
  it("gives width by height, or length by height, and names each size when a length goes with a width", () => {
    expect(sizesText({ width: 60, height: 48, length: null }, "in")).toBe('60" x 48"');
    expect(sizesText({ width: null, height: 48, length: 180 }, "in")).toBe('180" x 48"');
    expect(sizesText({ width: 48, height: 102, length: 636 }, "in")).toBe('W 48" x H 102" x L 636"');
    expect(sizesText({ width: 1, height: null, length: 1 }, "in")).toBe('W 1" x L 1"');
    expect(sizesText({ width: 60, height: 48, length: null }, "cm")).toBe("152.4 cm x 121.92 cm");
    expect(sizesText({ width: null, height: null, length: null }, "in")).toBe("");
  });
});
