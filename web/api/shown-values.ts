/**
 * What a queued write shows until the server answers: the values the server will store, read with
 * the same schemas it uses. Loaded only when a write is made, to keep zod out of the first screen.
 */
import { measurementSquareFeet } from "../../shared/domain/measurement-area";
import { type Job, type JobCreateInput, JobCreateSchema, type JobPatchInput, JobPatchSchema, OWNER_ACCESS } from "../../shared/schemas/job";
import {
  type Measurement,
  type MeasurementCreateInput,
  MeasurementCreateSchema,
  type MeasurementPatchInput,
  MeasurementPatchSchema,
} from "../../shared/schemas/measurement";

import { type Note, type NoteAuthor, NoteCreateSchema } from "../../shared/schemas/note";

const isoDate = (value: Date | null | undefined) => (value instanceof Date ? value.toISOString() : (value ?? null));

export function shownNewJob({ id, input }: { id: string; input: JobCreateInput }, now = new Date()): Job | null {
  const parsed = JobCreateSchema.safeParse(input);
  if (!parsed.success) return null;
  const { id: _id, totalSquareFeetSource, dueDate, ...fields } = parsed.data;
  const stamp = now.toISOString();
  return {
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
    totalSquareFeet: null,
    notes: null,
    ...fields,
    id,
    status: fields.status ?? "quote_sent",
    progress: fields.progress ?? 0,
    totalSquareFeetSource: fields.totalSquareFeet === undefined ? "measurements" : (totalSquareFeetSource ?? "manual"),
    vinylUsedSquareFeet: fields.vinylUsedSquareFeet ?? null,
    dueDate: isoDate(dueDate),
    createdAt: stamp,
    updatedAt: stamp,
    access: OWNER_ACCESS,
  };
}

export function shownJobChange({ patch }: { patch: JobPatchInput }): Partial<Job> {
  const parsed = JobPatchSchema.safeParse(patch);
  if (!parsed.success) return {};
  const { base: _base, dueDate, totalSquareFeet, totalSquareFeetSource, ...fields } = parsed.data;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Job>;
  const area: Partial<Job> =
    totalSquareFeet === null || (totalSquareFeet === undefined && totalSquareFeetSource === "measurements")
      ? { totalSquareFeetSource: "measurements" }
      : totalSquareFeet !== undefined || totalSquareFeetSource !== undefined
        ? { ...(totalSquareFeet !== undefined ? { totalSquareFeet } : {}), totalSquareFeetSource: totalSquareFeetSource === "template" ? "template" : "manual" }
        : {};
  return { ...defined, ...(dueDate !== undefined ? { dueDate: isoDate(dueDate) } : {}), ...area };
}

export function shownNewMeasurement({ jobId, id, input }: { jobId: string; id: string; input: MeasurementCreateInput }, now = new Date()): Measurement | null {
  const parsed = MeasurementCreateSchema.safeParse(input);
  if (!parsed.success) return null;
  const { id: _id, ...values } = parsed.data;
  return { ...values, id, jobId, squareFeet: measurementSquareFeet(values), createdAt: now.toISOString() };
}

export function shownMeasurementChange({ patch }: { patch: MeasurementPatchInput }): Partial<Measurement> {
  const parsed = MeasurementPatchSchema.safeParse(patch);
  if (!parsed.success) return {};
  const { base: _base, ...fields } = parsed.data;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function shownNewNote({ jobId, id, body, author }: { jobId: string; id: string; body: string; author: NoteAuthor | null }, now = new Date()): Note | null {
  const parsed = NoteCreateSchema.safeParse({ id, body });
  if (!parsed.success) return null;
  const stamp = now.toISOString();
  return { id, jobId, body: parsed.data.body, author, createdAt: stamp, updatedAt: stamp };
}
