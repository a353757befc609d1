import { describe, expect, it } from "vitest";
import { makeMeasurement } from "../../test/measurement-fixture";
import { firstCards, groupByPanel, initialJobType, totalsByJobType } from "./measurement-groups";

describe("measurement groups", () => {
  const list = [
    makeMeasurement({ panel: "roof", squareFeet: 24 }),
    makeMeasurement({ panel: "driver_side", squareFeet: 60 }),
    makeMeasurement({ panel: "hood", squareFeet: 20 }),
    makeMeasurement({ panel: "passenger_side", squareFeet: 60.55 }),
    makeMeasurement({ panel: "front_bumper", squareFeet: null }),
    makeMeasurement({ jobType: "trailer", panel: "driver_side", squareFeet: 300 }),
    makeMeasurement({ jobType: "custom", panel: "custom_area", squareFeet: 12.25 }),
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
    expect(groupByPanel([makeMeasurement({ panel: "hood", jobType: "trailer" })], "trailer").map((group) => group.name)).toEqual(["Other"]);
  });

  it("cuts the groups to their first cards in reading order, keeping each group's whole total", () => {
    const groups = groupByPanel(list, "vehicle");
    const shown = (count: number) => firstCards(groups, count).map(({ name, squareFeet, items }) => [name, squareFeet, items.length]);
    expect(shown(0)).toEqual([]);
    expect(shown(1)).toEqual([["Sides", 120.55, 1]]);
    expect(shown(3)).toEqual([["Sides", 120.55, 2], ["Front & Rear", 0, 1]]);
    expect(shown(99)).toEqual(shown(5));
    expect(shown(5)).toEqual([["Sides", 120.55, 2], ["Front & Rear", 0, 1], ["Top", 44, 2]]);
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
