import { describe, expect, it } from "vitest";
import { convertLength, formatLength, fromInches, squareFeetToSquareMetres, toInches } from "./units";

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
});
