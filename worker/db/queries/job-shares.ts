import { type SQL, and, desc, eq, or, sql } from "drizzle-orm";
import type { JobShareAccessLevel } from "../../../shared/domain/vocabulary";
import { JOB_SHARE_LABELS } from "../../../shared/domain/team-text";
import type { Db } from "../client";
import { jobShares, jobs, qrShares } from "../schema";
import type { JobGrant } from "./access";
import { ownedBy } from "./access";
import { logActivity, logActivityIf } from "./activity";
import { fullHolders, linkMakerHolds, liveGrantShare } from "./grant-chain";
import { insertWhere } from "./insert-where";
import { describeJob } from "./job-row";
import { nameFromNaming, namingOf } from "./person-naming";

export type JobShareRow = typeof jobShares.$inferSelect;
/** `live` when the share grants something now: unexpired, and its maker still holds full rights (grant-chain.ts). */
export type ListedJobShare = { share: JobShareRow; live: boolean; jobTitle: string; sharedWithName: string; sharedByName: string };

/** The most job shares one list answers; a shop's shares stay far below it. */
const SHARES_LISTED_MAX = 500;

/** A repeated share whose expiry differs by less than this from the stored one is the same share (a double tap, a retry). */
const SAME_EXPIRY_MS = 60 * 1000;

/**
 * Statements that end what people who no longer hold full rights granted on the jobs `jobIds`
 * (a subquery): their job shares are deleted and their share links deactivated. Run in the batch
 * that revokes, downgrades or removes, so nothing outlives its maker's rights even in a list.
 */
export function pruneLapsedGrants(db: Db, jobIds: SQL, now = new Date()) {
  const at = now.getTime();
  return [
    db.delete(jobShares).where(sql`${jobShares.jobId} in ${jobIds} and ${jobShares.sharedByUserId} not in ${fullHolders(sql.raw(`"job_shares"."job_id"`), at)}`),
    db
      .update(qrShares)
      .set({ isActive: false, updatedAt: now })
      .where(sql`${qrShares.jobId} in ${jobIds} and ${qrShares.isActive} = 1 and not ${linkMakerHolds("qr_shares", at)}`),
  ] as const;
}

/**
 * Shares or re-shares a job with a team member, answering the share as listed. A member holds one share of a job,
 * and it stays the grant of whoever made it (who still holds full rights: the prune that runs first ends it
 * otherwise). Another member with full access who gives it again changes only its level and expiry, so revoking
 * that member cannot end what the maker gave, and no grant moves to someone whose rights may end sooner than its
 * maker's. Only the job's owner, whose grants never lapse, takes a share over by changing it. A repeat with the same
 * level and an expiry within a minute of the stored one, by anyone, changes nothing, not even its maker, and logs
 * nothing. What lapsed before it is ended first, so a share given again to someone whose full
 * share expired does not bring back the links they made then; a lower level ends what the member had granted with
 * full access. Null, with nothing written, when the two are no longer on one team (one was removed or left since the
 * route read the member).
 */
export async function upsertJobShare(
  db: Db,
  actorId: string,
  grant: JobGrant,
  target: { userId: string; name: string },
  accessLevel: JobShareAccessLevel,
  expiresAt: Date | null,
): Promise<ListedJobShare | null> {
  const now = new Date();
  const change = { accessLevel, sharedAt: now, expiresAt, ...(grant.level === "owner" ? { sharedByUserId: actorId } : {}) };
  const sameShare = sql`${jobShares.accessLevel} = excluded.access_level
    and coalesce(abs(${jobShares.expiresAt} - excluded.expires_at) < ${SAME_EXPIRY_MS}, ${jobShares.expiresAt} is null and excluded.expires_at is null)`;
  const teammates = sql`exists (select 1 from team_members as sa join team_members as sb on sb.team_id = sa.team_id where sa.user_id = ${actorId} and sb.user_id = ${target.userId})`;
  const [, , , , stillTeammates, , , stored] = await db.batch([
    ...pruneLapsedGrants(db, sql`(${grant.job.id})`, now),
    insertWhere(db, jobShares, { jobId: grant.job.id, sharedWithUserId: target.userId, sharedByUserId: actorId, accessLevel, sharedAt: now, expiresAt }, teammates)
      .onConflictDoUpdate({ target: [jobShares.jobId, jobShares.sharedWithUserId], set: change, setWhere: sql`not (${sameShare})` }),
    logActivityIf(
      db,
      {
        userId: actorId,
        ownerId: grant.job.userId,
        jobId: grant.job.id,
        action: "shared_job",
        details: `${describeJob(grant.job)} shared with ${target.name}: ${JOB_SHARE_LABELS[accessLevel]}`,
        timestamp: now,
      },
      sql`changes() = 1`,
    ),
    db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, grant.job.id), teammates)),
    ...pruneLapsedGrants(db, sql`(${grant.job.id})`, now),
    db
      .select({ share: jobShares, live: sql`${liveGrantShare("job_shares", now.getTime())}`.mapWith(Boolean), sharedBy: namingOf(jobShares.sharedByUserId) })
      .from(jobShares)
      .where(and(eq(jobShares.jobId, grant.job.id), eq(jobShares.sharedWithUserId, target.userId))),
  ]);
  if (stillTeammates.length === 0) return null;
  const row = stored[0];
  if (!row) throw new Error("The job share was neither written nor found");
  return { share: row.share, live: row.live, jobTitle: describeJob(grant.job), sharedWithName: target.name, sharedByName: nameFromNaming(row.sharedBy) };
}

/** Shares the user gave (or that were given on their jobs) and shares given to them, newest first. */
export async function listJobShares(db: Db, userId: string, now = new Date()): Promise<ListedJobShare[]> {
  const rows = await db
    .select({
      share: jobShares,
      live: sql`${liveGrantShare("job_shares", now.getTime())}`.mapWith(Boolean),
      job: { clientName: jobs.clientName, jobName: jobs.jobName, vehicleYear: jobs.vehicleYear, vehicleMake: jobs.vehicleMake, vehicleModel: jobs.vehicleModel },
      sharedWith: namingOf(jobShares.sharedWithUserId),
      sharedBy: namingOf(jobShares.sharedByUserId),
    })
    .from(jobShares)
    .innerJoin(jobs, eq(jobs.id, jobShares.jobId))
    .where(or(eq(jobShares.sharedByUserId, userId), eq(jobShares.sharedWithUserId, userId), ownedBy(userId)))
    .orderBy(desc(jobShares.sharedAt), desc(jobShares.id))
    .limit(SHARES_LISTED_MAX)
    .all();
  return rows.map((row) => ({ share: row.share, live: row.live, jobTitle: describeJob(row.job), sharedWithName: nameFromNaming(row.sharedWith), sharedByName: nameFromNaming(row.sharedBy) }));
}

export async function deleteJobShare(db: Db, actorId: string, grant: JobGrant, share: JobShareRow, sharedWithName: string) {
  await db.batch([
    db.delete(jobShares).where(eq(jobShares.id, share.id)),
    ...pruneLapsedGrants(db, sql`(${grant.job.id})`),
    logActivity(db, {
      userId: actorId,
      ownerId: grant.job.userId,
      jobId: grant.job.id,
      action: "revoked_share",
      details: `${describeJob(grant.job)} no longer shared with ${sharedWithName}`,
    }),
  ]);
}
