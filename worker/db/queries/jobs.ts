import { type SQL, and, desc, eq, lt, or, sql } from "drizzle-orm";
import { describeJobChanges } from "../../../shared/domain/job-changes";
import { SEARCH_FOLD_VERSION, foldText, jobSearchText } from "../../../shared/domain/text-fold";
import type { JobShareAccessLevel, JobStatus, TotalAreaSource } from "../../../shared/domain/vocabulary";
import { type JobAccess, type JobCreate, type JobListScope, type JobPatch, type JobStats, OWNER_ACCESS, type SavedClient } from "../../../shared/schemas/job";
import { changedFields, newRevision } from "../../lib/edits";
import type { PageCursor } from "../../lib/page-cursor";
import { type BatchRead, batchRead } from "../batch-read";
import type { Db } from "../client";
import { jobShares, jobs } from "../schema";
import { type JobGrant, type UserRef, liveShareAs, liveShareTo, ownedBy, teamJobsFor } from "./access";
import { logActivity, logActivityIf } from "./activity";
import { stillAsRead } from "./field-guard";
import { measuredArea } from "./job-area";
import { type JobRow, describeJob } from "./job-row";
import { searchCondition } from "./job-search";
import { nameFromNaming, namingOf } from "./person-naming";

/** Jobs are listed newest first by creation, which never changes, so an edit made while paging cannot skip or repeat a job. */
export type JobListFilter = { status?: JobStatus; search?: string; client?: string; scope?: JobListScope; limit: number; after?: PageCursor };

/**
 * The folded copies of a job's searchable text, and the fold's version; written with every change to the fields they
 * come from. The client key keeps accents (José and Jose may be two clients); the search text drops them.
 */
export function searchColumns(job: Parameters<typeof jobSearchText>[0]) {
  return { clientKey: foldText(job.clientName), searchText: jobSearchText(job), searchFold: SEARCH_FOLD_VERSION };
}

export type ListedJob = { job: JobRow; access: JobAccess };

const newestFirst = (a: ListedJob, b: ListedJob) => b.job.createdAt.getTime() - a.job.createdAt.getTime() || (a.job.id < b.job.id ? 1 : -1);

/** The filter's conditions on `jobs`. */
function filterConditions(filter: JobListFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.client) conditions.push(eq(jobs.clientKey, foldText(filter.client)));
  if (filter.after) {
    conditions.push(
      or(lt(jobs.createdAt, filter.after.at), and(eq(jobs.createdAt, filter.after.at), lt(jobs.id, filter.after.id))),
    );
  }
  return conditions;
}

/**
 * One page of the caller's dashboard, with one extra row to know whether more follow. "mine" is
 * their own jobs and those shared with them, each source cut to a page in one batch and merged;
 * "team" is the jobs of their team's members, seen as the team's owner or admin.
 */
export function jobListRead(db: Db, userId: UserRef, filter: JobListFilter, now = new Date()): BatchRead<ListedJob[]> {
  const conditions = filterConditions(filter);
  const order = [desc(jobs.createdAt), desc(jobs.id)];
  if (filter.scope === "team") {
    const mySharedLevel = sql<JobShareAccessLevel | null>`(select js.access_level from job_shares as js
      where js.job_id = ${jobs.id} and ${liveShareAs("js", userId, now)})`;
    const team = db
      .select({ job: jobs, ownerNaming: namingOf(jobs.userId), sharedLevel: mySharedLevel })
      .from(jobs)
      .where(and(teamJobsFor(userId), ...conditions))
      .orderBy(...order)
      .limit(filter.limit + 1);
    return batchRead([team], ([rows]) =>
      rows.map((row) => ({
        job: row.job,
        access: { level: row.sharedLevel ?? "view", via: row.sharedLevel ? "share" : "team", grantor: nameFromNaming(row.ownerNaming) },
      })),
    );
  }
  const own = db.select().from(jobs).where(and(ownedBy(userId), ...conditions)).orderBy(...order).limit(filter.limit + 1);
  const sharedWithMe = db
    .select({ job: jobs, level: jobShares.accessLevel, sharerNaming: namingOf(jobShares.sharedByUserId) })
    .from(jobShares)
    .innerJoin(jobs, eq(jobs.id, jobShares.jobId))
    .where(and(liveShareTo(userId, now), ...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1);
  return batchRead([own, sharedWithMe], ([owned, shared]) => {
    const listed: ListedJob[] = [
      ...owned.map((job) => ({ job, access: OWNER_ACCESS })),
      ...shared.map((row) => ({ job: row.job, access: { level: row.level, via: "share" as const, grantor: nameFromNaming(row.sharerNaming) } })),
    ];
    return listed.sort(newestFirst).slice(0, filter.limit + 1);
  });
}

/**
 * Counts over the jobs the dashboard lists by default: the user's own and those shared with them,
 * each source read through its own index and added together.
 */
export function jobStatsRead(db: Db, userId: UserRef, now = new Date()): BatchRead<JobStats> {
  const counts = db
    .select({
      total: sql<number>`count(*)`,
      active: sql<number>`coalesce(sum(status = 'in_progress'), 0)`,
      completed: sql<number>`coalesce(sum(status = 'completed'), 0)`,
      own: sql<number>`coalesce(sum(mine), 0)`,
    })
    .from(sql`(
      select status, 1 as mine from ${jobs} where user_id = ${userId}
      union all
      select j.status, 0 as mine from ${jobShares} as js join ${jobs} as j on j.id = js.job_id
      where ${liveShareAs("js", userId, now)}
    )`);
  return batchRead([counts], ([[row]]) => ({ total: row?.total ?? 0, active: row?.active ?? 0, completed: row?.completed ?? 0, own: row?.own ?? 0 }));
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

/** The columns the search copies are folded from: an edit of one of them rewrites the copies. */
const SEARCH_SOURCES = ["clientName", "jobName", "vehicleYear", "vehicleMake", "vehicleModel", "vehicleVin"] as const;

/**
 * The search copies are folded in JavaScript (SQLite cannot fold Unicode), from the row as read.
 * When another edit of a source column landed meanwhile, the copies written are stale: they are
 * folded again from the row as written, on condition that its sources are still those, so the
 * last edit of any source always leaves them right.
 */
async function settleSearchColumns(db: Db, row: JobRow): Promise<JobRow> {
  const wanted = searchColumns(row);
  if (wanted.clientKey === row.clientKey && wanted.searchText === row.searchText && wanted.searchFold === row.searchFold) return row;
  const [settled] = await db
    .update(jobs)
    .set({ ...wanted, updatedAt: sql`${jobs.updatedAt}` })
    .where(and(eq(jobs.id, row.id), stillAsRead(jobs, row, SEARCH_SOURCES)))
    .returning();
  return settled ?? row;
}

/**
 * Compare-and-set on the fields the edit depends on: those in `checked` (compared with `base`) and
 * the status when it changes (the completion stamp and the log follow from the old one). Null when
 * another write changed one of them first; edits of other fields do not get in the way.
 */
export async function updateJob(db: Db, actorId: string, grant: JobGrant, patch: JobFieldPatch, checked: readonly string[]): Promise<JobRow | null> {
  const before = grant.job;
  const after = patchedJob(before, patch);
  const now = new Date();
  const revision = newRevision();
  const { totalSquareFeet: _total, totalSquareFeetSource: _source, ...fields } = patch;
  const changed = changedFields(patch);
  const completedNow = after.status === "completed" && before.status !== "completed";
  const rewritesSearch = SEARCH_SOURCES.some((field) => changed.includes(field));
  const [updated] = await db.batch([
    db
      .update(jobs)
      .set({
        ...fields,
        ...totalAreaChange(before.id, patch),
        ...(rewritesSearch ? searchColumns(after) : {}),
        ...completion(before, after, now),
        revision,
        updatedAt: now,
      })
      .where(and(eq(jobs.id, before.id), stillAsRead(jobs, before, changed.includes("status") ? [...checked, "status"] : checked)))
      .returning(),
    logActivityIf(
      db,
      { userId: actorId, ownerId: before.userId, jobId: before.id, action: completedNow ? "completed_job" : "updated_job", details: describeUpdate(before, after), timestamp: now },
      sql`exists (select 1 from jobs where id = ${before.id} and revision = ${revision})`,
    ),
  ]);
  const row = updated[0];
  if (!row) return null;
  return rewritesSearch ? settleSearchColumns(db, row) : row;
}

/** Removes the job and, by cascade, its measurements, photos, files, shares and estimates. */
export async function deleteJob(db: Db, actorId: string, grant: JobGrant): Promise<void> {
  await db.batch([
    db.delete(jobs).where(eq(jobs.id, grant.job.id)),
    logActivity(db, { userId: actorId, ownerId: grant.job.userId, jobId: null, action: "deleted_job", details: describeJob(grant.job) }),
  ]);
}
