import { describe, expect, it } from "vitest";
import { activityDetails, activityJobName } from "./activity-text";

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

describe("an entry's details for the reader's units", () => {
  const estimate = "Estimate for 215.28 sq ft on Van wrap for Acme by Sam";

  it("give an estimate's area in m² beside sq ft for a metric shop", () => {
    expect(activityDetails("added_estimate", estimate, true)).toBe("Estimate for 215.28 sq ft (20.00 m²) on Van wrap for Acme by Sam");
    expect(activityDetails("deleted_estimate", "Estimate for 40 sq ft on 12 sq ft decal for Acme", true)).toBe("Estimate for 40 sq ft (3.72 m²) on 12 sq ft decal for Acme");
  });

  it("leave the text as stored in inches, and other entries alone", () => {
    expect(activityDetails("updated_estimate", estimate, false)).toBe(estimate);
    expect(activityDetails("added_measurement", "Hood 60 x 40 in on 40 sq ft decal for Acme", true)).toBe("Hood 60 x 40 in on 40 sq ft decal for Acme");
    expect(activityDetails("added_estimate", "Estimate for lots of sq ft on Acme", true)).toBe("Estimate for lots of sq ft on Acme");
  });
});
