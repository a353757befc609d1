import type { Job } from "../../shared/schemas/job";
import type { JobRow } from "../db/queries/jobs";

export function toJobDto(row: JobRow): Job {
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
  };
}
