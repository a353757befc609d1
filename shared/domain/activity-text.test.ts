import { describe, expect, it } from "vitest";
import { activityJobName } from "./activity-text";

describe("a job named in activity", () => {
  it("is its name for its client when it has a name", () => {
    expect(activityJobName({ clientName: "Acme", jobName: " Van wrap ", vehicleMake: "Ford" })).toBe("Van wrap for Acme");
  });

  it("is its vehicle and client when it has no name", () => {
    expect(activityJobName({ clientName: "Acme", jobName: "  ", vehicleYear: 2019, vehicleMake: "Ford", vehicleModel: "Transit" })).toBe("2019 Ford Transit, Acme");
    expect(activityJobName({ clientName: "Acme", vehicleMake: "Ford", vehicleModel: null })).toBe("Ford, Acme");
  });

  it("is the client alone when neither is known, never 'Job for'", () => {
    expect(activityJobName({ clientName: "Blue Ridge Plumbing" })).toBe("Blue Ridge Plumbing");
  });
});
