import { describe, expect, it } from "vitest";
import { emptyVehicle } from "./vin-decode";
import { vinPanels } from "./vin-panels";
import { panelsFromCards, panelsFromMeasurements } from "./roll-panels";

describe("panels for the roll planner", () => {
  it("takes measurements with two sides, numbers repeated names and counts the ones it cannot lay out", () => {
    const { panels, skipped } = panelsFromMeasurements([
      { panel: "hood", label: null, width: 60, height: 48, length: null, unit: "in" },
      { panel: "hood", label: null, width: 60, height: 48, length: null, unit: "in" },
      { panel: "driver_side", label: "Driver side", width: null, height: 48, length: 180, unit: "in" },
      { panel: "roof", label: "Roof", width: 48, height: null, length: null, unit: "in" },
    ]);
    expect(panels).toEqual([
      { label: 'Hood 60" x 48"', widthIn: 60, heightIn: 48 },
      { label: 'Hood 60" x 48" 2', widthIn: 60, heightIn: 48 },
      { label: "Driver side", widthIn: 180, heightIn: 48 },
    ]);
    expect(skipped).toBe(1);
  });

  it("gives one piece per counted VIN panel", () => {
    const panels = panelsFromCards(vinPanels({ ...emptyVehicle("1HGCM82633A004352"), bodyClass: "Sedan/Saloon" }));
    expect(panels).toHaveLength(12);
    expect(panels.map((panel) => panel.label)).toContain("Door 4");
  });
});
