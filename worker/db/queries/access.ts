/**
 * Who may touch a job, decided here and nowhere else (architecture: "Who may touch a job").
 * A caller reaches a job as its owner, as owner or admin of a team the job's owner belongs to
 * (view), through an unexpired job share (view, edit or full), or anonymously through an
 * active, unexpired share link (view or edit, public view only). One SQL statement answers the
 * caller's best level; routes ask for the level they need and child queries take the grant.
 */
import { type SQL, and, eq, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { type BatchRead, batchRead } from "../batch-read";
import type { Db } from "../client";
import { accessAllows } from "../../../shared/domain/job-access";
import { SHARE_DENIED_TEXT } from "../../../shared/domain/qr-share-state";
import { JOB_ACCESS_LEVELS, type JobAccessLevel } from "../../../shared/domain/vocabulary";
import { cloudBackups, files, jobShares, jobs, materialEstimates, measurements, notes, photos, proofs, qrShares, voiceNotes } from "../schema";
import { fileColumns } from "./file-columns";
import { linkMakerHolds, liveGrantShare } from "./grant-chain";
import type { JobRow } from "./job-row";
import { nameFromNaming, namingOf } from "./person-naming";
import { photoColumns } from "./photo-columns";

const ACCESS_LEVELS = JOB_ACCESS_LEVELS;
export type AccessLevel = JobAccessLevel;
export type AccessRoute = "owner" | "team" | "share" | "link";

/** A user's id, or an SQL expression for it (the session's user, for a read in the same batch as the session's check). */
export type UserRef = string | SQL;

/** A signed-in user, or an anonymous visitor holding a share link (only the token's SHA-256 is ever compared). */
export type Caller = { userId: UserRef | null; shareTokenHash?: string | null };

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

/**
 * A job as an SQL expression for its id that is null unless the caller's grant reaches the level asked,
 * for the child rows read in the same batch as the grant itself; only this module makes one.
 */
export type GrantInSql = { readonly job: { readonly id: SQL }; readonly [granted]: true };

export const allows = (grant: { level: AccessLevel }, needed: AccessLevel) => accessAllows(grant.level, needed);

/** Written out qualified: Drizzle leaves single-table columns bare, and a bare "id" inside a subquery means the subquery's own. */
const JOB_ID = sql.raw(`"jobs"."id"`);
const JOB_OWNER = sql.raw(`"jobs"."user_id"`);

type Ranks = { ownerRank: number; shareRank: number; teamRank: number; linkRank: number; grantorNaming: string | null };

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

/**
 * What each kind of id leads to: the table holding it, the column the id is matched on, the job
 * it belongs to, the columns returned with the grant, and how a miss is answered. A share link is
 * found by its token's hash, and only through the link itself (its caller holds that hash).
 */
const GRANT_KINDS = {
  job: { table: jobs, key: jobs.id, jobId: jobs.id, columns: jobs, notFound: "Job not found" },
  measurement: { table: measurements, key: measurements.id, jobId: measurements.jobId, columns: measurements, notFound: "Measurement not found" },
  estimate: { table: materialEstimates, key: materialEstimates.id, jobId: materialEstimates.jobId, columns: materialEstimates, notFound: "Estimate not found" },
  photo: { table: photos, key: photos.id, jobId: photos.jobId, columns: photoColumns, notFound: "Photo not found" },
  note: { table: notes, key: notes.id, jobId: notes.jobId, columns: notes, notFound: "Note not found" },
  voiceNote: { table: voiceNotes, key: voiceNotes.id, jobId: voiceNotes.jobId, columns: voiceNotes, notFound: "Voice note not found" },
  file: { table: files, key: files.id, jobId: files.jobId, columns: fileColumns, notFound: "File not found" },
  proof: { table: proofs, key: proofs.id, jobId: proofs.jobId, columns: proofs, notFound: "Proof not found" },
  qrShare: { table: qrShares, key: qrShares.id, jobId: qrShares.jobId, columns: qrShares, notFound: "Share link not found" },
  backup: { table: cloudBackups, key: cloudBackups.id, jobId: cloudBackups.jobId, columns: cloudBackups, notFound: "Backup not found" },
  jobShare: { table: jobShares, key: jobShares.id, jobId: jobShares.jobId, columns: jobShares, notFound: "Shared job not found" },
  link: { table: qrShares, key: qrShares.tokenHash, jobId: qrShares.jobId, columns: qrShares, notFound: SHARE_DENIED_TEXT },
} as const;

export type GrantKind = keyof typeof GRANT_KINDS;
type Columns = { [K in GrantKind]: (typeof GRANT_KINDS)[K]["columns"] };
/** The caller's grant, and the row the id named under its kind's name (`{ grant, photo }`; for a job, `{ grant, job }`). */
export type Found<K extends GrantKind> = { grant: JobGrant } & SelectResultFields<Pick<Columns, K>>;

export const notFoundText = (kind: GrantKind) => GRANT_KINDS[kind].notFound;

function grantQuery<K extends GrantKind>(db: Db, caller: Caller, kind: K, id: string | SQL, now: Date) {
  const { table, key, jobId, columns } = GRANT_KINDS[kind];
  const fields = { [kind]: columns, job: jobs, ...rankColumns(caller, now) };
  const from = db.select(fields).from(table);
  return (table === jobs ? from : from.innerJoin(jobs, eq(jobs.id, jobId))).where(eq(key, id)).limit(1);
}

function foundOf<K extends GrantKind>(kind: K, row: (Ranks & { job: JobRow } & Record<string, unknown>) | undefined): Found<K> | null {
  const grant = row ? toGrant(row.job, row) : null;
  // TypeScript widens a computed key of a generic type to an index signature, so the kind's name is restored here.
  return grant && row ? ({ grant, [kind]: row[kind] } as Found<K>) : null;
}

/** The row `id` names (for "link", a token's hash) with the caller's grant on its job, in one statement; null when either is missing. */
export async function findGrant<K extends GrantKind>(db: Db, caller: Caller, kind: K, id: string, now = new Date()): Promise<Found<K> | null> {
  return foundOf(kind, await grantQuery(db, caller, kind, id, now).get());
}

/**
 * `findGrant` for a signed-in caller as a read to send in a batch. A job is one statement. Any other
 * kind is two, as D1 answers a batch's rows keyed by column name and the join `findGrant` makes would
 * lose the columns both tables name alike: the grant on the job, its id taken in SQL from the row `id`
 * names, and that row where the caller holds a member's grant on its job (`grantInSql`), so a row is
 * found only where a grant is.
 */
export function grantRead<K extends Exclude<GrantKind, "link">>(db: Db, caller: Caller, kind: K, id: string, now = new Date()): BatchRead<Found<K> | null> {
  if (kind === "job") return batchRead([grantQuery(db, caller, "job", id, now)], ([rows]) => foundOf(kind, rows[0]));
  const { table, key, jobId, columns } = GRANT_KINDS[kind];
  const jobOfRow = sql`(select ${jobId} from ${table} where ${key} = ${id})`;
  const row = db
    .select({ [kind]: columns })
    .from(table)
    .where(and(eq(key, id), eq(jobId, grantInSql(caller, jobOfRow, "view", now).job.id)))
    .limit(1);
  return batchRead([grantQuery(db, caller, "job", jobOfRow, now), row], ([[job], [found]]) => {
    const grant = foundOf("job", job)?.grant;
    // As in `foundOf`, the kind's name, widened by the computed key, is restored here.
    return grant && found ? ({ grant, [kind]: found[kind] } as Found<K>) : null;
  });
}

/**
 * The job `jobId` when the signed-in caller's grant on it reaches `needed`, as `findGrant` with
 * `toGrant` would answer it (a share link's grant is not a member's), decided in SQL.
 */
export function grantInSql(caller: Caller, jobId: string | SQL, needed: AccessLevel, now = new Date()): GrantInSql {
  const { ownerRank, shareRank, teamRank } = rankColumns({ userId: caller.userId }, now);
  const rank = ACCESS_LEVELS.indexOf(needed) + 1;
  const id = sql`(select ${JOB_ID} from ${jobs} where ${JOB_ID} = ${jobId} and max(${ownerRank} * 4, ${shareRank}, ${teamRank}) >= ${rank})`;
  return { job: { id } } as GrantInSql;
}

/** The jobs a signed-in user lists as their own (dashboard, stats, saved clients). */
export function ownedBy(userId: UserRef): SQL {
  return eq(jobs.userId, userId);
}

/** The jobs of the members of a team the user owns or administers (their own excluded), as a condition on `jobs`. */
export function teamJobsFor(userId: UserRef): SQL {
  return sql`${jobs.userId} in (select m.user_id from team_members as m join team_members as me on me.team_id = m.team_id
    where me.user_id = ${userId} and me.role in ('owner', 'admin') and m.user_id <> ${userId})`;
}

/** A job share (aliased `alias`) to the user that grants something now. */
export function liveShareAs(alias: string, userId: UserRef, now: Date): SQL {
  return sql`${sql.raw(alias)}.shared_with_user_id = ${userId} and ${liveGrantShare(alias, now.getTime())}`;
}

/** A job share to the user that grants something now, as a condition on `job_shares`. */
export function liveShareTo(userId: UserRef, now: Date): SQL {
  return sql`${jobShares.sharedWithUserId} = ${userId} and ${liveGrantShare("job_shares", now.getTime())}`;
}

/** The ids of the jobs shared with the user through a job share that grants something now, as a subquery. */
export function jobsSharedWith(userId: UserRef, now: Date): SQL {
  return sql`(select js.job_id from job_shares as js
    where js.shared_with_user_id = ${userId} and ${liveGrantShare("js", now.getTime())})`;
}
