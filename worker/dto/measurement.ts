import type { Measurement } from "../../shared/schemas/measurement";
import type { MeasurementRow } from "../db/queries/measurements";

export function toMeasurementDto(row: MeasurementRow): Measurement {
  return {
    id: row.id,
    jobId: row.jobId,
    jobType: row.jobType,
    panel: row.panel,
    width: row.width,
    height: row.height,
    length: row.length,
    unit: row.unit,
    squareFeet: row.squareFeet,
    label: row.label,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
