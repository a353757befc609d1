import { and, asc, eq, sql } from "drizzle-orm";
import { measurementSquareFeet, measurementTitle } from "../../../shared/domain/measurement-area";
import type { MeasurementValues } from "../../../shared/schemas/measurement";
import { newRevision } from "../../lib/edits";
import type { Db } from "../client";
import { measurements } from "../schema";
import type { JobGrant } from "./access";
import { type ActivityEntry, type Actor, byActor, logActivityIf } from "./activity";
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

/** Compare-and-set on the revision that was read: null when another write got there first. */
export async function updateMeasurement(
  db: Db,
  actorId: string,
  grant: JobGrant,
  before: MeasurementRow,
  values: MeasurementValues,
): Promise<MeasurementChange | null> {
  const now = new Date();
  const revision = newRevision();
  const written = stillHas(before.id, revision);
  const [[measurement], [job]] = await db.batch([
    db
      .update(measurements)
      .set({ ...values, revision, squareFeet: measurementSquareFeet(values) })
      .where(and(eq(measurements.id, before.id), eq(measurements.revision, before.revision)))
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
