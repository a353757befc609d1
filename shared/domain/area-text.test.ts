import { describe, expect, it } from "vitest";
import { formatSquareFeet, formatSquareFeetExact, formatSquareMetres } from "./area-text";
import { formatVinylNeeded } from "./vinyl";

describe("area texts", () => {
  it("groups digits and keeps at most two decimals", () => {
    expect(formatSquareFeet(1234.5)).toBe("1,234.5 sq ft");
    expect(formatSquareFeet(104)).toBe("104 sq ft");
    expect(formatSquareFeet(0)).toBe("0 sq ft");
    expect(formatSquareFeet(null)).toBe("—");
  });

  it("shows measured areas to the hundredth, in square feet and metres", () => {
    expect(formatSquareFeetExact(20)).toBe("20.00 sq ft");
    expect(formatSquareFeetExact(1234.567)).toBe("1,234.57 sq ft");
    expect(formatSquareMetres(20)).toBe("1.86 m²");
  });

  it("adds the 15% waste allowance to vinyl needed, with one decimal", () => {
    expect(formatVinylNeeded(104)).toBe("119.6 sq ft");
    expect(formatVinylNeeded(1000)).toBe("1,150.0 sq ft");
    expect(formatVinylNeeded(null)).toBe("—");
  });
});
