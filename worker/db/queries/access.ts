/**
 * Who may touch a job, decided here and nowhere else (architecture: "Who may touch a job").
 * A caller reaches a job as its owner, as owner or admin of a team the job's owner belongs to
 * (view), through an unexpired job share (view, edit or full), or anonymously through an
 * active, unexpired share link (view or edit, public view only). One SQL statement answers the
 * caller's best level; routes ask for the level they need and child queries take the grant.
 */
import { type SQL, eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { accessAllows } from "../../../shared/domain/job-access";
import { type NamedPerson, personName } from "../../../shared/domain/person-name";
import { JOB_ACCESS_LEVELS, type JobAccessLevel } from "../../../shared/domain/vocabulary";
import { jobShares, jobs, materialEstimates, measurements, photos, qrShares } from "../schema";
import { linkMakerHolds, liveGrantShare } from "./grant-chain";
import type { JobRow } from "./jobs";
import { photoColumns } from "./photos";

const ACCESS_LEVELS = JOB_ACCESS_LEVELS;
export type AccessLevel = JobAccessLevel;
export type AccessRoute = "owner" | "team" | "share" | "link";

/** A signed-in user, or an anonymous visitor holding a share link (only the token's SHA-256 is ever compared). */
export type Caller = { userId: string | null; shareTokenHash?: string | null };

declare const granted: unique symbol;
/** A job together with what the caller may do with it; only this module makes one. */
export type JobGrant = {
  readonly job: JobRow;
  readonly level: AccessLevel;
  readonly via: AccessRoute;
  /** Who let the caller in: the sharer's name through a job share, the owner's through the team; null otherwise. */
  readonly grantor: string | null;
  readonly [granted]: true;
};

export const allows = (grant: { level: AccessLevel }, needed: AccessLevel) => accessAllows(grant.level, needed);

/** Written out qualified: Drizzle leaves single-table columns bare, and a bare "id" inside a subquery means the subquery's own. */
const JOB_ID = sql.raw(`"jobs"."id"`);
const JOB_OWNER = sql.raw(`"jobs"."user_id"`);

type Ranks = { ownerRank: number; shareRank: number; teamRank: number; linkRank: number; grantorNaming: string | null };

/** A user's naming fields as one JSON value, for `personName` (shared/domain/person-name). */
export const namingOf = (userId: SQL | AnySQLiteColumn) =>
  sql`(select json_object('firstName', u.first_name, 'lastName', u.last_name, 'username', u.username, 'email', u.email) from users as u where u.id = ${userId})`;

/** The name a `namingOf` value reads as. */
export const nameFromNaming = (naming: unknown) => personName(JSON.parse(typeof naming === "string" ? naming : "{}") as NamedPerson);

/** Each way in as a number (0 none, 1 view, 2 edit, 3 full, 4 owner) for the row of `jobs` in scope. */
function rankColumns(caller: Caller, now: Date) {
  const userId = caller.userId ?? "";
  const tokenHash = caller.shareTokenHash ?? "";
  const at = now.getTime();
  return {
    ownerRank: sql<number>`(${JOB_OWNER} = ${userId})`.mapWith(Number),
    shareRank: sql<number>`coalesce((
      select max(case js.access_level when 'full' then 3 when 'edit' then 2 else 1 end)
      from job_shares as js
      where js.job_id = ${JOB_ID} and js.shared_with_user_id = ${userId} and ${liveGrantShare("js", at)}
    ), 0)`.mapWith(Number),
    teamRank: sql<number>`exists (
      select 1 from team_members as owner_member
      join team_members as me on me.team_id = owner_member.team_id
      where owner_member.user_id = ${JOB_OWNER} and me.user_id = ${userId} and me.role in ('owner', 'admin')
    ) or exists (
      select 1 from team_members as owner_member
      join teams as t on t.id = owner_member.team_id
      where owner_member.user_id = ${JOB_OWNER} and t.owner_id = ${userId}
    )`.mapWith(Number),
    linkRank: sql<number>`coalesce((
      select max(case q.access_level when 'edit' then 2 else 1 end)
      from qr_shares as q
      where q.job_id = ${JOB_ID} and q.token_hash = ${tokenHash} and q.is_active = 1
        and (q.expires_at is null or q.expires_at > ${at}) and ${linkMakerHolds("q", at)}
    ), 0)`.mapWith(Number),
    grantorNaming: sql<string | null>`coalesce((
      select ${namingOf(sql.raw("js.shared_by_user_id"))} from job_shares as js
      where js.job_id = ${JOB_ID} and js.shared_with_user_id = ${userId} and ${liveGrantShare("js", at)}
    ), ${namingOf(JOB_OWNER)})`,
  };
}

function toGrant(job: JobRow, ranks: Ranks): JobGrant | null {
  const member: [number, AccessRoute][] = [
    [ranks.ownerRank ? 4 : 0, "owner"],
    [ranks.shareRank, "share"],
    [ranks.teamRank ? 1 : 0, "team"],
    [ranks.linkRank, "link"],
  ];
  const [best, via] = member.reduce((top, entry) => (entry[0] > top[0] ? entry : top));
  if (best === 0) return null;
  const grantor = via === "share" || via === "team" ? nameFromNaming(ranks.grantorNaming) : null;
  return { job, level: ACCESS_LEVELS[best - 1]!, via, grantor } as JobGrant;
}

/** The caller's grant on a job, or null when they have none. */
export async function findJobGrant(db: Db, caller: Caller, jobId: string, now = new Date()): Promise<JobGrant | null> {
  const row = await db
    .select({ job: jobs, ...rankColumns(caller, now) })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .get();
  return row ? toGrant(row.job, row) : null;
}

/** A measurement with the caller's grant on its job, in one statement. */
export async function findMeasurementGrant(db: Db, caller: Caller, measurementId: string, now = new Date()) {
  const row = await db
    .select({ measurement: measurements, job: jobs, ...rankColumns(caller, now) })
    .from(measurements)
    .innerJoin(jobs, eq(jobs.id, measurements.jobId))
    .where(eq(measurements.id, measurementId))
    .get();
  const grant = row ? toGrant(row.job, row) : null;
  return grant && row ? { grant, measurement: row.measurement } : null;
}

/** A material estimate with the caller's grant on its job, in one statement. */
export async function findEstimateGrant(db: Db, caller: Caller, estimateId: string, now = new Date()) {
  const row = await db
    .select({ estimate: materialEstimates, job: jobs, ...rankColumns(caller, now) })
    .from(materialEstimates)
    .innerJoin(jobs, eq(jobs.id, materialEstimates.jobId))
    .where(eq(materialEstimates.id, estimateId))
    .get();
  const grant = row ? toGrant(row.job, row) : null;
  return grant && row ? { grant, estimate: row.estimate } : null;
}

export async function findPhotoGrant(db: Db, caller: Caller, photoId: string, now = new Date()) {
  const row = await db
    .select({ photo: photoColumns, job: jobs, ...rankColumns(caller, now) })
    .from(photos)
    .innerJoin(jobs, eq(jobs.id, photos.jobId))
    .where(eq(photos.id, photoId))
    .get();
  const grant = row ? toGrant(row.job, row) : null;
  return grant && row ? { grant, photo: row.photo } : null;
}

async function findShareWithGrant(db: Db, caller: Caller, which: SQL, now: Date) {
  const row = await db
    .select({ share: qrShares, job: jobs, ...rankColumns(caller, now) })
    .from(qrShares)
    .innerJoin(jobs, eq(jobs.id, qrShares.jobId))
    .where(which)
    .get();
  const grant = row ? toGrant(row.job, row) : null;
  return grant && row ? { grant, share: row.share } : null;
}

/** The job a share link opens and the link itself, in one statement; null for an unknown, inactive or expired link. */
export const findLinkGrant = (db: Db, tokenHash: string, now = new Date()) =>
  findShareWithGrant(db, { userId: null, shareTokenHash: tokenHash }, eq(qrShares.tokenHash, tokenHash), now);

/** A share link (by its id, for its owner's management) with the caller's grant on its job. */
export const findQrShareGrant = (db: Db, caller: Caller, shareId: string, now = new Date()) =>
  findShareWithGrant(db, caller, eq(qrShares.id, shareId), now);

/** A job share (by its id, for revoking) with the caller's grant on its job. */
export async function findJobShareGrant(db: Db, caller: Caller, shareId: string, now = new Date()) {
  const row = await db
    .select({ share: jobShares, job: jobs, ...rankColumns(caller, now) })
    .from(jobShares)
    .innerJoin(jobs, eq(jobs.id, jobShares.jobId))
    .where(eq(jobShares.id, shareId))
    .get();
  const grant = row ? toGrant(row.job, row) : null;
  return grant && row ? { grant, share: row.share } : null;
}

/** The jobs a signed-in user lists as their own (dashboard, stats, saved clients). */
export function ownedBy(userId: string): SQL {
  return eq(jobs.userId, userId) as SQL;
}

/** The jobs of the members of a team the user owns or administers (their own excluded), as a condition on `jobs`. */
export function teamJobsFor(userId: string): SQL {
  return sql`${jobs.userId} in (select m.user_id from team_members as m join team_members as me on me.team_id = m.team_id
    where me.user_id = ${userId} and me.role in ('owner', 'admin') and m.user_id <> ${userId})`;
}

/** A job share (aliased `alias`) to the user that grants something now. */
export function liveShareAs(alias: string, userId: string, now: Date): SQL {
  return sql`${sql.raw(alias)}.shared_with_user_id = ${userId} and ${liveGrantShare(alias, now.getTime())}`;
}

/** A job share to the user that grants something now, as a condition on `job_shares`. */
export function liveShareTo(userId: string, now: Date): SQL {
  return sql`${jobShares.sharedWithUserId} = ${userId} and ${liveGrantShare("job_shares", now.getTime())}`;
}

/** The ids of the jobs shared with the user through a job share that grants something now, as a subquery. */
export function jobsSharedWith(userId: string, now: Date): SQL {
  return sql`(select js.job_id from job_shares as js
    where js.shared_with_user_id = ${userId} and ${liveGrantShare("js", now.getTime())})`;
}
