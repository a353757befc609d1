import { describe, expect, it } from "vitest";
import type { Measurement } from "../../../shared/schemas/measurement";
import { groupByPanel, initialJobType, totalsByJobType } from "./measurement-groups";

let next = 0;
const measurement = (overrides: Partial<Measurement>): Measurement => ({
  id: `m${(next += 1)}`,
  jobId: "j1",
  jobType: "vehicle",
  panel: "hood",
  width: 60,
  height: 48,
  length: null,
  unit: "in",
  squareFeet: 20,
  label: null,
  notes: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

describe("measurement groups", () => {
  const list = [
    measurement({ panel: "roof", squareFeet: 24 }),
    measurement({ panel: "driver_side", squareFeet: 60 }),
    measurement({ panel: "hood", squareFeet: 20 }),
    measurement({ panel: "passenger_side", squareFeet: 60.55 }),
    measurement({ panel: "front_bumper", squareFeet: null }),
    measurement({ jobType: "trailer", panel: "driver_side", squareFeet: 300 }),
    measurement({ jobType: "custom", panel: "custom_area", squareFeet: 12.25 }),
  ];

  it("groups one job type's panels in walk-around order with each group's total", () => {
    expect(groupByPanel(list, "vehicle").map(({ name, squareFeet, items }) => [name, squareFeet, items.map((item) => item.panel)])).toEqual([
      ["Sides", 120.55, ["driver_side", "passenger_side"]],
      ["Front & Rear", 0, ["front_bumper"]],
      ["Top", 44, ["roof", "hood"]],
    ]);
    expect(groupByPanel(list, "wall_graphic")).toEqual([]);
  });

  it("keeps a panel from outside the job type's list under Other", () => {
    expect(groupByPanel([measurement({ panel: "hood", jobType: "trailer" })], "trailer").map((group) => group.name)).toEqual(["Other"]);
  });

  it("totals each job type", () => {
    expect(totalsByJobType(list)).toEqual({
      vehicle: { count: 5, squareFeet: 164.55 },
      trailer: { count: 1, squareFeet: 300 },
      wall_graphic: { count: 0, squareFeet: 0 },
      custom: { count: 1, squareFeet: 12.25 },
    });
  });

  it("opens on the latest measurement's job type, else vehicle", () => {
    expect(initialJobType(list)).toBe("custom");
    expect(initialJobType([])).toBe("vehicle");
  });
});
