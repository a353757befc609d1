import { describe, expect, it } from "vitest";
import { TOTAL_AREA_SOURCE_TEXT, jobNameBesideClient, jobTitle, jobWithClient, vehicleLine, vehicleMakeModel } from "./job-text";

const transit = { vehicleYear: 2019, vehicleMake: "Ford", vehicleModel: "Transit" };

describe("job texts", () => {
  it("calls a named job by its name", () => {
    expect(jobTitle({ jobName: "Fleet van", clientName: "Acme", ...transit })).toBe("Fleet van");
    expect(jobTitle({ jobName: "  Fleet van ", clientName: "Acme" })).toBe("Fleet van");
  });

  it("calls an unnamed job by its vehicle and client", () => {
    expect(jobTitle({ jobName: null, clientName: "Acme", ...transit })).toBe("2019 Ford Transit, Acme");
    expect(jobTitle({ jobName: "   ", clientName: " Acme ", vehicleMake: "Ford", vehicleModel: null })).toBe("Ford, Acme");
  });

  it("uses the vehicle alone or the client alone when only one is known", () => {
    expect(jobTitle({ jobName: null, clientName: null, ...transit })).toBe("2019 Ford Transit");
    expect(jobTitle({ jobName: null, clientName: "Acme", vehicleYear: null, vehicleMake: " ", vehicleModel: null })).toBe("Acme");
  });

  it("leaves the client out beside a client name already shown", () => {
    expect(jobTitle({ jobName: null, clientName: "Acme", ...transit }, { besideClient: true })).toBe("2019 Ford Transit");
    expect(jobTitle({ jobName: null, clientName: "Acme" }, { besideClient: true })).toBe("Untitled Job");
    expect(jobTitle({ jobName: "Fleet van", clientName: "Acme" }, { besideClient: true })).toBe("Fleet van");
  });

  it("says 'Untitled Job' only when nothing is known", () => {
    expect(jobTitle({ jobName: null, clientName: "  " })).toBe("Untitled Job");
    expect(jobTitle({})).toBe("Untitled Job");
  });

  it("gives the name alone beside a client name, and nothing for an unnamed job", () => {
    expect(jobNameBesideClient({ jobName: " Fleet van ", clientName: "Acme" })).toBe("Fleet van");
    expect(jobNameBesideClient({ jobName: null, clientName: "Acme", ...transit })).toBe("");
  });

  it("puts client and job in one line, without naming the client twice", () => {
    expect(jobWithClient({ jobName: "Fleet van", clientName: "Acme", ...transit })).toBe("Acme · Fleet van");
    expect(jobWithClient({ jobName: null, clientName: "Acme", ...transit })).toBe("2019 Ford Transit, Acme");
    expect(jobWithClient({ jobName: "Fleet van", clientName: null })).toBe("Fleet van");
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
