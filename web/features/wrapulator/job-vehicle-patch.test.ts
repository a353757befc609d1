import { describe, expect, it } from "vitest";
import { emptyVehicle } from "../../../shared/domain/vin-decode";
import { makeJob } from "../../test/job-fixture";
import { vehiclePatch } from "./job-vehicle-patch";

const vehicle = { ...emptyVehicle("1FTFW1E51PFA12345"), year: 2023, make: "FORD", model: "F-150" };
const job = (overrides: Parameters<typeof makeJob>[0]) => makeJob(overrides);

describe("Apply to job", () => {
  it("fills an empty job without asking, the total as an estimate from the vehicle", () => {
    const result = vehiclePatch(job({ id: "j", createdAt: "2026-11-24T00:00:00Z" }), vehicle, 366.88);
    expect(result).toEqual({
      patch: { vehicleVin: "1FTFW1E51PFA12345", vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "F-150", totalSquareFeet: 366.88, totalSquareFeetSource: "template" },
      base: { vehicleVin: null, vehicleYear: null, vehicleMake: null, vehicleModel: null, totalSquareFeet: null, totalSquareFeetSource: "measurements" },
      replaces: [],
    });
  });

  it("asks before replacing a different make or a typed total, and leaves alike values (any case) alone", () => {
    const typed = job({ id: "j", createdAt: "2026-11-24T00:00:00Z", vehicleMake: "ford", vehicleModel: "Ranger", totalSquareFeet: 180, totalSquareFeetSource: "manual" });
    const result = vehiclePatch(typed, vehicle, 366.88);
    expect(result.patch).not.toHaveProperty("vehicleMake");
    expect(result.replaces).toEqual(["model Ranger with F-150", "total area 180 sq ft (entered by hand) with 366.88 sq ft"]);
  });

  it("replaces an earlier estimate from the vehicle without asking, and has nothing to do once applied", () => {
    const estimated = job({ id: "j", createdAt: "2026-11-24T00:00:00Z", totalSquareFeet: 216, totalSquareFeetSource: "template" });
    expect(vehiclePatch(estimated, vehicle, 366.88).replaces).toEqual([]);
    const applied = job({ id: "j", createdAt: "2026-11-24T00:00:00Z", vehicleVin: vehicle.vin, vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "F-150", totalSquareFeet: 366.88, totalSquareFeetSource: "template" });
    expect(vehiclePatch(applied, vehicle, 366.88).patch).toEqual({});
  });
});
