import { describe, expect, it } from "vitest";
import { byCodeUnits } from "./text-order";

describe("byCodeUnits", () => {
  it("orders ISO timestamps by time and ids as the database does", () => {
    const times = ["2026-11-27T10:00:00.000Z", "2026-01-02T00:00:00.000Z", "2026-11-27T09:59:59.999Z", "2025-12-31T23:59:59.999Z"];
    expect([...times].sort(byCodeUnits)).toEqual([...times].sort((a, b) => Date.parse(a) - Date.parse(b)));
    expect(["b", "a", "B", "a"].sort(byCodeUnits)).toEqual(["B", "a", "a", "b"]);
    expect(byCodeUnits("same", "same")).toBe(0);
  });
});
