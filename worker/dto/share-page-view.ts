import type { SharedJob, SharedMeasurement, SharedPhoto } from "../../shared/schemas/share";
import type { JobRow } from "../db/queries/job-row";
import type { MeasurementRow } from "../db/queries/measurements";
import type { PhotoRow } from "../db/queries/photo-columns";

/** Listed field by field so that nothing private (owner, client phone, email, contact, location, notes) can slip through. */
export function toSharedJob(row: JobRow): SharedJob {
  return {
    jobName: row.jobName,
    clientName: row.clientName,
    vehicleYear: row.vehicleYear,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    vehicleColor: row.vehicleColor,
    vehicleVin: row.vehicleVin,
    status: row.status,
    progress: row.progress,
    totalSquareFeet: row.totalSquareFeet,
    totalSquareFeetSource: row.totalSquareFeetSource,
    dueDate: row.dueDate?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSharedMeasurement(row: MeasurementRow): SharedMeasurement {
  return {
    id: row.id,
    panel: row.panel,
    label: row.label,
    jobType: row.jobType,
    width: row.width,
    height: row.height,
    length: row.length,
    unit: row.unit,
    squareFeet: row.squareFeet,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Photo bytes are served under the token, so they stop with the link. */
export function toSharedPhoto(row: PhotoRow, token: string): SharedPhoto {
  return {
    id: row.id,
    caption: row.caption,
    category: row.category,
    url: `/api/shared/${token}/photos/${row.id}`,
    thumbnailUrl: `/api/shared/${token}/photos/${row.id}/thumb`,
    createdAt: row.createdAt.toISOString(),
  };
}
