import type { Job, JobAccess } from "../../shared/schemas/job";
import type { JobGrant } from "../db/queries/access";
import type { JobRow } from "../db/queries/job-row";

/** A signed-in caller's access as the app shows it; share links never reach the job DTO. */
export const accessOf = (grant: JobGrant): JobAccess => ({
  level: grant.level,
  via: grant.via === "link" ? "share" : grant.via,
  grantor: grant.grantor,
});

export function toJobDto(row: JobRow, access: JobAccess): Job {
  return {
    id: row.id,
    clientName: row.clientName,
    jobName: row.jobName,
    clientContact: row.clientContact,
    clientPhone: row.clientPhone,
    clientEmail: row.clientEmail,
    location: row.location,
    vehicleVin: row.vehicleVin,
    vehicleYear: row.vehicleYear,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    vehicleColor: row.vehicleColor,
    status: row.status,
    totalSquareFeet: row.totalSquareFeet,
    totalSquareFeetSource: row.totalSquareFeetSource,
    vinylUsedSquareFeet: row.vinylUsedSquareFeet,
    notes: row.notes,
    progress: row.progress,
    dueDate: row.dueDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    access,
  };
}
