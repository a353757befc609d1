import { describe, expect, it } from "vitest";
import { averageDays, percentOf, topByJobs } from "./insight-math";
import { vehicleTypeOf } from "./vehicle-types";

describe("insight arithmetic", () => {
  it("rounds a rate to a whole percent and has none without a whole", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBeNull();
  });

  it("averages durations in days to one decimal", () => {
    expect(averageDays(3 * 86_400_000, 2)).toBe(1.5);
    expect(averageDays(0, 0)).toBeNull();
  });

  it("ranks by jobs, then area, then name", () => {
    const rows = [
      { name: "B", jobs: 2, squareFeet: 10 },
      { name: "A", jobs: 2, squareFeet: 10 },
      { name: "C", jobs: 2, squareFeet: 50 },
      { name: "D", jobs: 5, squareFeet: 1 },
    ];
    expect(topByJobs(rows, (row) => row.name, 3).map((row) => row.name)).toEqual(["D", "C", "A"]);
  });

  it("knows a vehicle's type from its model", () => {
    expect(vehicleTypeOf("F-150")).toBe("truck");
    expect(vehicleTypeOf("Sprinter 2500")).toBe("van");
    expect(vehicleTypeOf("model y")).toBe("suv");
    expect(vehicleTypeOf("Accord")).toBe("car");
    expect(vehicleTypeOf("Unknown Thing")).toBe("other");
    expect(vehicleTypeOf(null)).toBe("other");
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) expect(vehicleTypeOf(name)).toBe("other");
  });
});
