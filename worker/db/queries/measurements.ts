import { and, asc, eq, sql } from "drizzle-orm";
import { measurementSquareFeet, measurementTitle } from "../../../shared/domain/measurement-area";
import type { MeasurementValues } from "../../../shared/schemas/measurement";
import { newRevision } from "../../lib/edits";
import type { Db } from "../client";
import { measurements } from "../schema";
import type { JobGrant } from "./access";
import { type ActivityEntry, type Actor, byActor, logActivityIf } from "./activity";
import { dependencies, stillAsRead } from "./field-guard";
import { refreshJobArea } from "./job-area";
import { type JobRow, describeJob } from "./jobs";

export type MeasurementRow = typeof measurements.$inferSelect;
export type MeasurementChange = { measurement: MeasurementRow; job: JobRow };

/** The job's measurements in the order they were taken, as a query to run alone or in a batch. */
export function measurementsOf(db: Db, grant: JobGrant) {
  return db.select().from(measurements).where(eq(measurements.jobId, grant.job.id)).orderBy(asc(measurements.createdAt), asc(measurements.id));
}

export const listMeasurements = (db: Db, grant: JobGrant): Promise<MeasurementRow[]> => measurementsOf(db, grant).all();

export async function countMeasurements(db: Db, grant: JobGrant): Promise<number> {
  const row = await db.select({ total: sql<number>`count(*)` }).from(measurements).where(eq(measurements.jobId, grant.job.id)).get();
  return row?.total ?? 0;
}

export async function findJobMeasurement(db: Db, grant: JobGrant, id: string): Promise<MeasurementRow | null> {
  return (await db.select().from(measurements).where(and(eq(measurements.jobId, grant.job.id), eq(measurements.id, id))).get()) ?? null;
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

/** Null when a measurement with the client's id already exists. A job deleted meanwhile fails the batch (foreign key). */
export async function insertMeasurement(
  db: Db,
  actor: Actor,
  grant: JobGrant,
  { id = crypto.randomUUID(), ...values }: MeasurementValues & { id?: string },
): Promise<MeasurementChange | null> {
  const now = new Date();
  const revision = newRevision();
  const written = stillHas(id, revision);
  const [[measurement], [job]] = await db.batch([
    db
      .insert(measurements)
      .values({ ...values, id, revision, jobId: grant.job.id, squareFeet: measurementSquareFeet(values), createdAt: now })
      .onConflictDoNothing({ target: measurements.id })
      .returning(),
    refreshJobArea(db, grant.job.id, now, written),
    logActivityIf(db, logEntry(actor, grant.job, "added_measurement", values, now), written),
  ]);
  return measurement && job ? { measurement, job } : null;
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
