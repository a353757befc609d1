import { and, asc, eq, sql } from "drizzle-orm";
import { measurementSquareFeet } from "../../../shared/domain/measurement-area";
import { measurementTitle } from "../../../shared/domain/measurement-title";
import { MEASUREMENTS_PER_JOB_MAX, MEASUREMENT_EDITABLE_FIELDS, type MeasurementValues } from "../../../shared/schemas/measurement";
import { newRevision, sameValue } from "../../lib/edits";
import type { Db } from "../client";
import { jobs, measurements } from "../schema";
import type { GrantInSql, JobGrant } from "./access";
import { type ActivityEntry, type Actor, byActor, logActivityIf } from "./activity";
import { dependencies, stillAsRead } from "./field-guard";
import { hasRoom, insertWhere } from "./insert-where";
import { refreshJobArea } from "./job-area";
import { type JobRow, describeJob } from "./job-row";

export type MeasurementRow = typeof measurements.$inferSelect;
export type MeasurementChange = { measurement: MeasurementRow; job: JobRow };

/** The job's measurements in the order they were taken, as a query to run alone or in a batch. */
export function measurementsOf(db: Db, grant: JobGrant | GrantInSql) {
  return db.select().from(measurements).where(eq(measurements.jobId, grant.job.id)).orderBy(asc(measurements.createdAt), asc(measurements.id));
}


const logEntry = (actor: Actor, job: JobRow, action: string, values: MeasurementValues, now: Date): ActivityEntry => ({
  userId: actor.userId,
  ownerId: job.userId,
  jobId: job.id,
  action,
  details: `${measurementTitle(values)} on ${describeJob(job)}${byActor(actor)}`,
  timestamp: now,
});

const stillHas = (id: string, revision: number) => sql`exists (select 1 from measurements where id = ${id} and revision = ${revision})`;

/** A create sent again: the row stored under its id is on the same job with the same values. */
export const isReplay = (input: MeasurementValues, stored: MeasurementRow, grant: JobGrant) =>
  stored.jobId === grant.job.id && MEASUREMENT_EDITABLE_FIELDS.every((field) => sameValue(input[field], stored[field]));

/** The new row (`created`) or the one already stored under the client's id, with the job as it stands. */
export type MeasurementInsert = MeasurementChange & { created: boolean };

/**
 * Inserts only while the job has room, decided in the insert itself so parallel creates end at the
 * cap; the job's total and the activity entry follow only when the row was written. Null when the
 * job is full. A job deleted meanwhile fails the batch (foreign key).
 */
export async function insertMeasurement(
  db: Db,
  actor: Actor,
  grant: JobGrant,
  { id = crypto.randomUUID(), ...values }: MeasurementValues & { id?: string },
): Promise<MeasurementInsert | null> {
  const now = new Date();
  const revision = newRevision();
  const written = stillHas(id, revision);
  const row = { ...values, id, revision, jobId: grant.job.id, squareFeet: measurementSquareFeet(values), createdAt: now };
  const [[measurement], [job], , [stored], [current]] = await db.batch([
    insertWhere(db, measurements, row, hasRoom(measurements, eq(measurements.jobId, grant.job.id), MEASUREMENTS_PER_JOB_MAX))
      .onConflictDoNothing({ target: measurements.id })
      .returning(),
    refreshJobArea(db, grant.job.id, now, written),
    logActivityIf(db, logEntry(actor, grant.job, "added_measurement", values, now), written),
    db.select().from(measurements).where(eq(measurements.id, id)),
    db.select().from(jobs).where(eq(jobs.id, grant.job.id)),
  ]);
  if (measurement && job) return { measurement, job, created: true };
  return stored && current ? { measurement: stored, job: current, created: false } : null;
}

/**
 * What each field's change depends on besides itself: the area and the "some dimension" rule on
 * the other dimensions; the panel's fit and the custom job's required notes on the job type.
 */
const DIMENSIONS = ["width", "height", "length"] as const;
const INPUTS: Record<string, readonly string[]> = {
  width: ["height", "length"],
  height: ["width", "length"],
  length: ["width", "height"],
  jobType: ["panel", "notes"],
  panel: ["jobType"],
  notes: ["jobType"],
};

/**
 * Writes the changed fields only, compare-and-set on the fields the edit depends on: those in
 * `checked` (compared with `base`) and the inputs of the rules and the area. Null when another
 * write changed one of them first; edits of other fields do not get in the way.
 */
export async function updateMeasurement(
  db: Db,
  actorId: string,
  grant: JobGrant,
  before: MeasurementRow,
  values: MeasurementValues,
  checked: readonly string[],
): Promise<MeasurementChange | null> {
  const now = new Date();
  const revision = newRevision();
  const written = stillHas(before.id, revision);
  const changed = (Object.keys(values) as (keyof MeasurementValues)[]).filter((field) => values[field] !== before[field]);
  const area = DIMENSIONS.some((field) => changed.includes(field)) ? { squareFeet: measurementSquareFeet(values) } : {};
  const [[measurement], [job]] = await db.batch([
    db
      .update(measurements)
      .set({ ...Object.fromEntries(changed.map((field) => [field, values[field]])), ...area, revision })
      .where(and(eq(measurements.id, before.id), stillAsRead(measurements, before, dependencies(changed, checked, INPUTS))))
      .returning(),
    refreshJobArea(db, grant.job.id, now, written),
    logActivityIf(db, logEntry({ userId: actorId }, grant.job, "updated_measurement", values, now), written),
  ]);
  return measurement && job ? { measurement, job } : null;
}

/** The job after the delete, or null when the measurement was already gone. */
export async function deleteMeasurement(db: Db, actorId: string, grant: JobGrant, target: MeasurementRow): Promise<JobRow | null> {
  const now = new Date();
  const previousStatementChanged = sql`changes() = 1`;
  const [, [job]] = await db.batch([
    db.delete(measurements).where(eq(measurements.id, target.id)),
    refreshJobArea(db, grant.job.id, now, previousStatementChanged),
    logActivityIf(db, logEntry({ userId: actorId }, grant.job, "deleted_measurement", target, now), previousStatementChanged),
  ]);
  return job ?? null;
}
