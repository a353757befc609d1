import { and, asc, eq, sql } from "drizzle-orm";
import { measurementSquareFeet, measurementTitle } from "../../../shared/domain/measurement-area";
import type { MeasurementValues } from "../../../shared/schemas/measurement";
import type { Db } from "../client";
import { activityLogs, jobs, measurements } from "../schema";
import { refreshJobArea } from "./job-area";
import { type JobRow, describeJob } from "./jobs";

export type MeasurementRow = typeof measurements.$inferSelect;
export type MeasurementChange = { measurement: MeasurementRow; job: JobRow };

export async function listMeasurements(db: Db, jobId: string): Promise<MeasurementRow[]> {
  return db
    .select()
    .from(measurements)
    .where(eq(measurements.jobId, jobId))
    .orderBy(asc(measurements.createdAt), asc(measurements.id))
    .all();
}

/** The user's job with how many measurements it holds, in one statement. */
export async function findJobWithMeasurementCount(db: Db, userId: string, jobId: string) {
  return db
    .select({ job: jobs, measurementCount: sql<number>`(select count(*) from measurements as m where m.job_id = jobs.id)` })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
}

/** A measurement together with its job, only when the job belongs to the user. */
export async function findOwnMeasurement(db: Db, userId: string, id: string): Promise<MeasurementChange | undefined> {
  const row = await db
    .select({ measurement: measurements, job: jobs })
    .from(measurements)
    .innerJoin(jobs, eq(jobs.id, measurements.jobId))
    .where(and(eq(measurements.id, id), eq(jobs.userId, userId)))
    .get();
  return row ?? undefined;
}

const logEntry = (userId: string, job: JobRow, action: string, values: MeasurementValues, now: Date) => ({
  userId,
  jobId: job.id,
  action,
  details: `${measurementTitle(values)} on ${describeJob(job)}`,
  timestamp: now,
});

export async function insertMeasurement(db: Db, userId: string, job: JobRow, values: MeasurementValues): Promise<MeasurementChange> {
  const now = new Date();
  const [[measurement], [updatedJob]] = await db.batch([
    db
      .insert(measurements)
      .values({ ...values, jobId: job.id, squareFeet: measurementSquareFeet(values), createdAt: now })
      .returning(),
    refreshJobArea(db, job.id, now),
    db.insert(activityLogs).values(logEntry(userId, job, "added_measurement", values, now)),
  ]);
  return { measurement: measurement!, job: updatedJob! };
}

export async function updateMeasurement(db: Db, userId: string, before: MeasurementChange, values: MeasurementValues): Promise<MeasurementChange> {
  const now = new Date();
  const [[measurement], [updatedJob]] = await db.batch([
    db
      .update(measurements)
      .set({ ...values, squareFeet: measurementSquareFeet(values) })
      .where(eq(measurements.id, before.measurement.id))
      .returning(),
    refreshJobArea(db, before.job.id, now),
    db.insert(activityLogs).values(logEntry(userId, before.job, "updated_measurement", values, now)),
  ]);
  return { measurement: measurement!, job: updatedJob! };
}

export async function deleteMeasurement(db: Db, userId: string, target: MeasurementChange): Promise<JobRow> {
  const now = new Date();
  const [, [updatedJob]] = await db.batch([
    db.delete(measurements).where(eq(measurements.id, target.measurement.id)),
    refreshJobArea(db, target.job.id, now),
    db.insert(activityLogs).values(logEntry(userId, target.job, "deleted_measurement", target.measurement, now)),
  ]);
  return updatedJob!;
}
