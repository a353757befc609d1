import { type SQL, and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { JobStatus, TotalAreaSource } from "../../../shared/domain/vocabulary";
import type { JobCreate, JobPatch, JobStats, SavedClient } from "../../../shared/schemas/job";
import type { Db } from "../client";
import { activityLogs, jobs } from "../schema";
import { measuredArea } from "./job-area";

export type JobRow = typeof jobs.$inferSelect;
export type JobCursor = { updatedAt: Date; id: string };
export type JobListFilter = { status?: JobStatus; search?: string; client?: string; limit: number; after?: JobCursor };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Client, job name, "year make model" and VIN, case-insensitively, as one searchable text. */
function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const haystack = sql`lower(${jobs.clientName} || ' ' || coalesce(${jobs.jobName}, '') || ' ' ||
    coalesce(${jobs.vehicleYear} || ' ', '') || coalesce(${jobs.vehicleMake}, '') || ' ' ||
    coalesce(${jobs.vehicleModel}, '') || ' ' || coalesce(${jobs.vehicleVin}, ''))`;
  return sql`${haystack} like ${pattern} escape '\\'`;
}

/** Newest-updated first, keyset-paginated; fetches one extra row to know whether more follow. */
export async function listJobs(db: Db, userId: string, filter: JobListFilter): Promise<JobRow[]> {
  const conditions: (SQL | undefined)[] = [eq(jobs.userId, userId)];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.client) conditions.push(sql`lower(${jobs.clientName}) = ${filter.client.toLowerCase()}`);
  if (filter.after) {
    conditions.push(
      or(lt(jobs.updatedAt, filter.after.updatedAt), and(eq(jobs.updatedAt, filter.after.updatedAt), lt(jobs.id, filter.after.id))),
    );
  }
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(filter.limit + 1)
    .all();
}

export async function jobStats(db: Db, userId: string): Promise<JobStats> {
  const row = await db
    .select({
      total: sql<number>`count(*)`,
      active: sql<number>`coalesce(sum(${jobs.status} = 'in_progress'), 0)`,
      completed: sql<number>`coalesce(sum(${jobs.status} = 'completed'), 0)`,
    })
    .from(jobs)
    .where(eq(jobs.userId, userId))
    .get();
  return { total: row?.total ?? 0, active: row?.active ?? 0, completed: row?.completed ?? 0 };
}

/** Each distinct client (case-insensitive) with the contact details of their most recent job. */
export async function listSavedClients(db: Db, userId: string): Promise<SavedClient[]> {
  return db.all<SavedClient>(sql`
    select client_name as clientName, client_contact as clientContact, client_phone as clientPhone,
           client_email as clientEmail, location
    from (
      select *, row_number() over (partition by lower(client_name) order by created_at desc, id desc) as rank
      from ${jobs} where user_id = ${userId}
    )
    where rank = 1
    order by lower(client_name)`);
}

export async function findJob(db: Db, userId: string, jobId: string): Promise<JobRow | undefined> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
}

export function describeJob(job: { clientName: string; jobName?: string | null }): string {
  return job.jobName ? `${job.jobName} for ${job.clientName}` : `Job for ${job.clientName}`;
}

export async function insertJob(db: Db, userId: string, input: JobCreate): Promise<JobRow> {
  const now = new Date();
  const id = crypto.randomUUID();
  const { totalSquareFeetSource, ...fields } = input;
  const source: TotalAreaSource = input.totalSquareFeet === undefined ? "measurements" : (totalSquareFeetSource ?? "manual");
  const [[job]] = await db.batch([
    db.insert(jobs).values({ ...fields, totalSquareFeetSource: source, id, userId, createdAt: now, updatedAt: now }).returning(),
    db.insert(activityLogs).values({ userId, jobId: id, action: "created_job", details: describeJob(input), timestamp: now }),
  ]);
  return job!;
}

/** A typed total pins the job's area; clearing it, or asking for measurements, makes it follow them again. */
function totalAreaChange(jobId: string, patch: JobPatch) {
  if (patch.totalSquareFeet === null || (patch.totalSquareFeet === undefined && patch.totalSquareFeetSource === "measurements")) {
    return { totalSquareFeet: measuredArea(jobId), totalSquareFeetSource: "measurements" as const };
  }
  if (patch.totalSquareFeet !== undefined || patch.totalSquareFeetSource !== undefined) {
    const source: TotalAreaSource = patch.totalSquareFeetSource === "template" ? "template" : "manual";
    return { totalSquareFeet: patch.totalSquareFeet, totalSquareFeetSource: source };
  }
  return {};
}

export async function updateJob(db: Db, userId: string, before: JobRow, patch: JobPatch): Promise<JobRow> {
  const now = new Date();
  const { totalSquareFeet: _total, totalSquareFeetSource: _source, ...fields } = patch;
  const after = { ...before, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
  const completedNow = patch.status === "completed" && before.status !== "completed";
  const [[job]] = await db.batch([
    db
      .update(jobs)
      .set({ ...fields, ...totalAreaChange(before.id, patch), updatedAt: now })
      .where(and(eq(jobs.id, before.id), eq(jobs.userId, userId)))
      .returning(),
    db.insert(activityLogs).values({
      userId,
      jobId: before.id,
      action: completedNow ? "completed_job" : "updated_job",
      details: describeJob(after),
      timestamp: now,
    }),
  ]);
  return job!;
}

/** Removes the job and, by cascade, its measurements, photos, files, shares and estimates. */
export async function deleteJob(db: Db, userId: string, job: JobRow): Promise<void> {
  await db.batch([
    db.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.userId, userId))),
    db.insert(activityLogs).values({ userId, jobId: null, action: "deleted_job", details: describeJob(job) }),
  ]);
}
