import { describe, expect, it, vi } from "vitest";
import { switchUnit, typeLength } from "./typed-length";

describe("a length typed in the measurement editor", () => {
  it("reads '60,5' as 60.5 on a phone that writes decimals with a comma", () => {
    const language = vi.spyOn(navigator, "language", "get").mockReturnValue("fr-FR");
    try {
      expect(typeLength("60,5", "cm").inches).toBeCloseTo(23.82, 2);
      expect(switchUnit(typeLength("60,5", "cm"), "m").text).toBe("0.605");
    } finally {
      language.mockRestore();
    }
  });

  it("has inches only when it is a plain decimal, so a unit switch never rewrites '60,5' as a number the server would take", () => {
    expect(typeLength("60,5", "in").inches).toBeNull();
    expect(switchUnit(typeLength("60,5", "in"), "ft").text).toBe("60,5");
    expect(typeLength("60in", "in").inches).toBeNull();
    expect(typeLength("", "in").inches).toBeNull();
    expect(switchUnit(typeLength("60", "in"), "ft").text).toBe("5");
    expect(typeLength(" 12.5 ", "ft").inches).toBe(150);
  });
});
