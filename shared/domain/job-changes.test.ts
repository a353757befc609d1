import { describe, expect, it } from "vitest";
import { describeJobChanges } from "./job-changes";

const job = {
  clientName: "Acme",
  jobName: "Van",
  status: "quote_sent",
  progress: 0,
  dueDate: null,
  totalSquareFeet: 120,
  vinylUsedSquareFeet: null,
  vehicleYear: 2023,
  vehicleMake: "Ford",
  vehicleModel: "Transit",
  vehicleColor: null,
  vehicleVin: null,
  clientContact: "Sam",
  clientPhone: "555-0100",
  clientEmail: null,
  location: null,
  notes: "Old",
};

describe("describeJobChanges", () => {
  it("shows old and new values of the fields an installer scans for", () => {
    expect(describeJobChanges(job, { ...job, status: "in_progress", progress: 40, totalSquareFeet: 1234.5, vehicleModel: "Transit Connect" })).toBe(
      "status Quote Sent → In Progress; progress 0% → 40%; total area 120 sq ft → 1,234.5 sq ft; vehicle 2023 Ford Transit → 2023 Ford Transit Connect",
    );
  });

  it("only names contact details and notes as edited", () => {
    expect(describeJobChanges(job, { ...job, clientPhone: "555-0199", notes: "New" })).toBe("client contact edited; notes edited");
  });

  it("says nothing when nothing visible changed", () => {
    expect(describeJobChanges(job, { ...job })).toBe("");
  });
});
