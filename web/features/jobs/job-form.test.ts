import { describe, expect, it } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { EMPTY_JOB_FORM, jobToForm, toCreatePayload, toPatchPayload } from "./job-form";

const job = makeJob({
  id: "j1",
  clientName: "Acme",
  jobName: null,
  clientContact: "Rosa",
  clientPhone: null,
  clientEmail: null,
  location: null,
  vehicleVin: null,
  vehicleYear: 2022,
  vehicleMake: "Honda",
  vehicleModel: "Accord",
  vehicleColor: null,
  status: "completed",
  totalSquareFeet: 104,
  notes: null,
  progress: 100,
  dueDate: "2026-12-31T12:00:00.000Z",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  totalSquareFeetSource: "manual",
});

describe("job form", () => {
  it("drops empty fields from a new job", () => {
    expect(toCreatePayload({ ...EMPTY_JOB_FORM, clientName: "Acme", vehicleYear: "2022", notes: "  " })).toEqual({
      clientName: "Acme",
      vehicleYear: "2022",
      status: "in_progress",
      progress: "0",
    });
  });

  it("fills the edit form from a job and sends only what changed", () => {
    const values = jobToForm(job);
    expect(values).toMatchObject({ vehicleYear: "2022", totalSquareFeet: "104", dueDate: "2026-12-31", jobName: "", progress: "100" });
    expect(toPatchPayload({ ...values, clientContact: "", progress: "80", notes: " " }, values)).toEqual({
      clientContact: "",
      progress: "80",
    });
  });
});
