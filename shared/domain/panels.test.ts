import { describe, expect, it } from "vitest";
import { MEASUREMENT_JOB_TYPES } from "./vocabulary";
import { PANEL_GROUPS, panelFits, panelGroupName, panelLabel, panelsFor } from "./panels";

describe("panels by job type", () => {
  it("offers the spec's six vehicle panels plus doors, fenders, bumpers and trunk", () => {
    expect(panelsFor("vehicle").slice(0, 2)).toEqual(["driver_side", "passenger_side"]);
    for (const panel of ["driver_side", "passenger_side", "front_panel", "rear_panel", "hood", "roof", "driver_front_door", "driver_fender", "front_bumper", "trunk_tailgate"]) {
      expect(panelFits("vehicle", panel)).toBe(true);
    }
  });

  it("keeps each job type to panels that fit it", () => {
    expect(panelFits("trailer", "hood")).toBe(false);
    expect(panelFits("trailer", "rear_doors")).toBe(true);
    expect(panelFits("wall_graphic", "wall_section")).toBe(true);
    expect(panelFits("wall_graphic", "driver_side")).toBe(false);
    expect(panelsFor("custom")).toEqual(["custom_area"]);
  });

  it("names every panel once per job type", () => {
    for (const jobType of MEASUREMENT_JOB_TYPES) {
      const values = panelsFor(jobType);
      expect(new Set(values).size).toBe(values.length);
      expect(PANEL_GROUPS[jobType].every((group) => group.panels.length > 0)).toBe(true);
    }
  });

  it("labels and groups panels for display", () => {
    expect(panelLabel("trunk_tailgate")).toBe("Trunk / Tailgate");
    expect(panelLabel(null)).toBe("Measurement");
    expect(panelLabel("mystery")).toBe("mystery");
    expect(panelGroupName("vehicle", "hood")).toBe("Top");
    expect(panelGroupName("trailer", "rear_doors")).toBe("Doors");
    expect(panelGroupName("vehicle", "mystery")).toBe("Other");
  });
});
