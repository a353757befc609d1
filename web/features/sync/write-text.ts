/** How a queued write is named in the sheet: what it does, to which job or measurement, and its state. */
import { jobStatusDisplay } from "../../../shared/domain/job-status";
import { jobWithClient } from "../../../shared/domain/job-text";
import { formatLength } from "../../../shared/domain/length-text";
import { typedInches } from "../../../shared/domain/measurement-area";
import { LENGTH_UNITS, LENGTH_UNIT_LABELS, type LengthUnit } from "../../../shared/domain/units";
import { measurementTitle } from "../../../shared/domain/measurement-title";
import type { Job } from "../../../shared/schemas/job";
import type { Measurement } from "../../../shared/schemas/measurement";
import type { QueuedWrite, WriteKind } from "../../api/pending-changes";
import type { QueuedWriteState } from "../../offline/write-queue";
import { JOB_FIELD_LABELS } from "../jobs/job-form";
import { MEASUREMENT_FIELD_LABELS } from "../measurements/measurement-edit-state";
import { formatDueDate } from "../../lib/format";
import { editOf } from "./queued-edit";

const ACTIONS: Record<WriteKind, string> = {
  "job.create": "New job",
  "job.update": "Job edit",
  "job.delete": "Job deleted",
  "measurement.add": "New measurement",
  "measurement.update": "Measurement edit",
  "measurement.delete": "Measurement deleted",
  "note.add": "New note",
  "note.update": "Note edit",
  "note.delete": "Note deleted",
};

const NOTE_FIELD_LABELS: Record<string, string> = { body: "Text" };

export const STATE_LABELS: Record<QueuedWriteState, string> = {
  waiting: "Waiting",
  sending: "Sending",
  refused: "Refused",
  conflict: "Conflict",
};

export function fieldLabel(kind: WriteKind, field: string): string {
  const labels: Record<string, string> = kind.startsWith("job") ? JOB_FIELD_LABELS : kind.startsWith("note") ? NOTE_FIELD_LABELS : MEASUREMENT_FIELD_LABELS;
  return labels[field] ?? field;
}

/** "Job edit · Acme Plumbing", naming the job as this device knows it. */
export function writeTitle(write: QueuedWrite, jobOf: (jobId: string) => Job | undefined, measurementOf: (jobId: string, id: string) => Measurement | undefined): string {
  const job = write.change.kind === "job.create" ? (write.change.job ?? undefined) : jobOf(write.jobId);
  const change = write.change;
  const measurement =
    change.kind === "measurement.add" ? (change.measurement ?? undefined) : change.kind.startsWith("measurement") && "id" in change ? measurementOf(write.jobId, change.id) : undefined;
  const subject = measurement ? measurementTitle(measurement) : job ? jobWithClient(job) : null;
  return [ACTIONS[write.kind], subject].filter(Boolean).join(" · ");
}

/** The fields an edit changes, in words; one sent as it was (a measurement's unit travels with its lengths) is no change. */
export function changedFields(write: QueuedWrite): string[] {
  const edit = editOf(write);
  if (!edit) return [];
  const changed = Object.keys(edit.patch).filter((field) => !(field in edit.base && edit.base[field] === edit.patch[field]));
  return changed.map((field) => fieldLabel(write.kind, field));
}

/** The unit an edit's or a record's lengths are in: its `unit`, else inches. */
export const unitOf = (values: Record<string, unknown>): LengthUnit => (LENGTH_UNITS.includes(values.unit as LengthUnit) ? (values.unit as LengthUnit) : "in");

/** A field's value as its screen shows it: a status by its label, a date as on cards, a length in `unit` (typed text, or stored inches). */
export function valueText(kind: WriteKind, field: string, value: unknown, unit: LengthUnit): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (kind.startsWith("measurement") && ["width", "height", "length"].includes(field)) {
    const inches = typeof value === "number" ? value : typedInches(String(value), unit);
    return inches > 0 ? formatLength(inches, unit) : String(value);
  }
  if (field === "unit") return LENGTH_UNIT_LABELS[value as LengthUnit] ?? String(value);
  if (kind.startsWith("job") && field === "status") return jobStatusDisplay(String(value)).label;
  if (kind.startsWith("job") && field === "dueDate") return formatDueDate(String(value)) ?? String(value);
  return String(value);
}
