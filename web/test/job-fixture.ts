import { type Job, OWNER_ACCESS } from "../../shared/schemas/job";

export function makeJob(overrides: Partial<Job> & Pick<Job, "id" | "createdAt">): Job {
  return {
    clientName: "Acme Plumbing",
    jobName: null,
    clientContact: null,
    clientPhone: null,
    clientEmail: null,
    location: null,
    vehicleVin: null,
    vehicleYear: null,
    vehicleMake: null,
    vehicleModel: null,
    vehicleColor: null,
    status: "in_progress",
    totalSquareFeet: null,
    totalSquareFeetSource: "measurements",
    vinylUsedSquareFeet: null,
    notes: null,
    progress: 0,
    dueDate: null,
    updatedAt: overrides.createdAt,
    access: OWNER_ACCESS,
    ...overrides,
  };
}
