import { type SQL, and, desc, eq, lt, or, sql } from "drizzle-orm";
import { describeJobChanges } from "../../../shared/domain/job-changes";
import { foldText, jobSearchText } from "../../../shared/domain/text-fold";
import type { JobStatus, TotalAreaSource } from "../../../shared/domain/vocabulary";
import type { JobCreate, JobPatch, JobStats, SavedClient } from "../../../shared/schemas/job";
import { newRevision } from "../../lib/edits";
import type { PageCursor } from "../../lib/page-cursor";
import type { Db } from "../client";
import { jobs } from "../schema";
import { type JobGrant, ownedBy } from "./access";
import { logActivity, logActivityIf } from "./activity";
import { measuredArea } from "./job-area";

export type JobRow = typeof jobs.$inferSelect;
/** Jobs are listed newest first by creation, which never changes, so an edit made while paging cannot skip or repeat a job. */
export type JobListFilter = { status?: JobStatus; search?: string; client?: string; limit: number; after?: PageCursor };

/** The folded copies of a job's searchable text; written with every change to the fields they come from. */
export function searchColumns(job: Parameters<typeof jobSearchText>[0]) {
  return { clientKey: foldText(job.clientName), searchText: jobSearchText(job) };
}

/** Fetches one extra row to know whether more follow. instr(), unlike LIKE, has no pattern length limit in D1. */
export async function listJobs(db: Db, userId: string, filter: JobListFilter): Promise<JobRow[]> {
  const conditions: (SQL | undefined)[] = [ownedBy(userId)];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.search) conditions.push(sql`instr(${jobs.searchText}, ${foldText(filter.search)}) > 0`);
  if (filter.client) conditions.push(eq(jobs.clientKey, foldText(filter.client)));
  if (filter.after) {
    conditions.push(
      or(lt(jobs.createdAt, filter.after.at), and(eq(jobs.createdAt, filter.after.at), lt(jobs.id, filter.after.id))),
    );
  }
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
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
    .where(ownedBy(userId))
    .get();
  return { total: row?.total ?? 0, active: row?.active ?? 0, completed: row?.completed ?? 0 };
}

/** Each distinct client (compared folded) with the contact details of their most recent job. */
export async function listSavedClients(db: Db, userId: string): Promise<SavedClient[]> {
  return db.all<SavedClient>(sql`
    select client_name as clientName, client_contact as clientContact, client_phone as clientPhone,
           client_email as clientEmail, location
    from (
      select *, row_number() over (partition by client_key order by created_at desc, id desc) as rank
      from ${jobs} where ${ownedBy(userId)}
    )
    where rank = 1
    order by client_key`);
}

export function describeJob(job: { clientName: string; jobName?: string | null }): string {
  return job.jobName ? `${job.jobName} for ${job.clientName}` : `Job for ${job.clientName}`;
}

/** The job's name, then what the edit changed. */
function describeUpdate(before: JobRow, after: JobRow): string {
  const changes = describeJobChanges(before, after);
  return changes ? `${describeJob(after)}: ${changes}` : describeJob(after);
}

/** Inserts the job under the client's id when it sent one; null when that id is taken (a retried or clashing create). */
export async function insertJob(db: Db, userId: string, input: JobCreate): Promise<JobRow | null> {
  const now = new Date();
  const { totalSquareFeetSource, id: clientMadeId, ...fields } = input;
  const id = clientMadeId ?? crypto.randomUUID();
  const source: TotalAreaSource = input.totalSquareFeet === undefined ? "measurements" : (totalSquareFeetSource ?? "manual");
  const [inserted] = await db.batch([
    db
      .insert(jobs)
      .values({
        ...fields,
        ...searchColumns(fields),
        totalSquareFeetSource: source,
        id,
        userId,
        completedAt: fields.status === "completed" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: jobs.id })
      .returning(),
    logActivityIf(db, { userId, ownerId: userId, jobId: id, action: "created_job", details: describeJob(input), timestamp: now }, sql`changes() = 1`),
  ]);
  return inserted[0] ?? null;
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

export type JobFieldPatch = Omit<JobPatch, "base">;

/** The job as the patch would leave it, for conflict checks and the activity entry (the total is settled in SQL). */
export function patchedJob(before: JobRow, patch: JobFieldPatch): JobRow {
  const { totalSquareFeet: _total, totalSquareFeetSource: _source, ...fields } = patch;
  const area = totalAreaChange(before.id, patch);
  return {
    ...before,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(typeof area.totalSquareFeet === "number" || area.totalSquareFeet === undefined ? area : { totalSquareFeetSource: area.totalSquareFeetSource }),
  } as JobRow;
}

/** When a job was completed: stamped as it becomes completed, cleared if it is reopened. */
function completion(before: JobRow, after: JobRow, now: Date): { completedAt?: Date | null } {
  if (after.status === before.status) return {};
  return { completedAt: after.status === "completed" ? now : null };
}

/** Compare-and-set on the revision read with the grant: null when another write got there first. */
export async function updateJob(db: Db, actorId: string, grant: JobGrant, patch: JobFieldPatch): Promise<JobRow | null> {
  const before = grant.job;
  const after = patchedJob(before, patch);
  const now = new Date();
  const revision = newRevision();
  const { totalSquareFeet: _total, totalSquareFeetSource: _source, ...fields } = patch;
  const completedNow = after.status === "completed" && before.status !== "completed";
  const [updated] = await db.batch([
    db
      .update(jobs)
      .set({ ...fields, ...totalAreaChange(before.id, patch), ...searchColumns(after), ...completion(before, after, now), revision, updatedAt: now })
      .where(and(eq(jobs.id, before.id), eq(jobs.revision, before.revision)))
      .returning(),
    logActivityIf(
      db,
      { userId: actorId, ownerId: before.userId, jobId: before.id, action: completedNow ? "completed_job" : "updated_job", details: describeUpdate(before, after), timestamp: now },
      sql`exists (select 1 from jobs where id = ${before.id} and revision = ${revision})`,
    ),
  ]);
  return updated[0] ?? null;
}

/** Removes the job and, by cascade, its measurements, photos, files, shares and estimates. */
export async function deleteJob(db: Db, actorId: string, grant: JobGrant): Promise<void> {
  await db.batch([
    db.delete(jobs).where(eq(jobs.id, grant.job.id)),
    logActivity(db, { userId: actorId, ownerId: grant.job.userId, jobId: null, action: "deleted_job", details: describeJob(grant.job) }),
  ]);
}
