import { describe, expect, it } from "vitest";
import { switchUnit, typeLength } from "./typed-length";

describe("a length typed in the measurement editor", () => {
  it("has inches only when it is a plain decimal, so a unit switch never rewrites '60,5' as a number the server would take", () => {
    expect(typeLength("60,5", "in").inches).toBeNull();
    expect(switchUnit(typeLength("60,5", "in"), "ft").text).toBe("60,5");
    expect(typeLength("60in", "in").inches).toBeNull();
    expect(typeLength("", "in").inches).toBeNull();
    expect(switchUnit(typeLength("60", "in"), "ft").text).toBe("5");
    expect(typeLength(" 12.5 ", "ft").inches).toBe(150);
  });
});
