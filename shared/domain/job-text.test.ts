import { describe, expect, it } from "vitest";
import { TOTAL_AREA_SOURCE_TEXT, jobTitle, vehicleLine, vehicleMakeModel } from "./job-text";

describe("job texts", () => {
  it("names a job, or calls it 'Untitled Job'", () => {
    expect(jobTitle({ jobName: "Fleet van" })).toBe("Fleet van");
    expect(jobTitle({ jobName: null })).toBe("Untitled Job");
    expect(jobTitle({ jobName: "   " })).toBe("Untitled Job");
    expect(jobTitle({})).toBe("Untitled Job");
  });

  it("writes the vehicle as year, make and model, leaving out what is unknown", () => {
    expect(vehicleLine({ vehicleYear: 2022, vehicleMake: "Honda", vehicleModel: "Accord" })).toBe("2022 Honda Accord");
    expect(vehicleLine({ vehicleYear: null, vehicleMake: "Ford", vehicleModel: " Transit " })).toBe("Ford Transit");
    expect(vehicleLine({ vehicleYear: null, vehicleMake: null, vehicleModel: "" })).toBe("");
    expect(vehicleMakeModel({ vehicleYear: 2022, vehicleMake: "Honda", vehicleModel: "Accord" })).toBe("Honda Accord");
    expect(vehicleMakeModel({ vehicleMake: null, vehicleModel: null })).toBe("");
  });

  it("says where a total area comes from", () => {
    expect(TOTAL_AREA_SOURCE_TEXT.template).toBe("Estimated from the vehicle");
  });
});
