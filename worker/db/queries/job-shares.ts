import { desc, eq, or } from "drizzle-orm";
import type { JobShareAccessLevel } from "../../../shared/domain/vocabulary";
import { JOB_SHARE_LABELS } from "../../../shared/domain/team-text";
import type { Db } from "../client";
import { jobShares, jobs } from "../schema";
import type { JobGrant } from "./access";
import { nameFromNaming, namingOf, ownedBy } from "./access";
import { logActivity } from "./activity";
import { describeJob } from "./jobs";

export type JobShareRow = typeof jobShares.$inferSelect;
export type ListedJobShare = { share: JobShareRow; jobTitle: string; sharedWithName: string; sharedByName: string };

/** The most job shares one list answers; a shop's shares stay far below it. */
const SHARES_LISTED_MAX = 500;

/** Shares or re-shares a job with a team member; a second share to the same person replaces the first. */
export async function upsertJobShare(
  db: Db,
  actorId: string,
  grant: JobGrant,
  target: { userId: string; name: string },
  accessLevel: JobShareAccessLevel,
  expiresAt: Date | null,
): Promise<JobShareRow> {
  const now = new Date();
  const values = { sharedByUserId: actorId, accessLevel, sharedAt: now, expiresAt };
  const [[share]] = await db.batch([
    db
      .insert(jobShares)
      .values({ jobId: grant.job.id, sharedWithUserId: target.userId, ...values })
      .onConflictDoUpdate({ target: [jobShares.jobId, jobShares.sharedWithUserId], set: values })
      .returning(),
    logActivity(db, {
      userId: actorId,
      ownerId: grant.job.userId,
      jobId: grant.job.id,
      action: "shared_job",
      details: `${describeJob(grant.job)} shared with ${target.name}: ${JOB_SHARE_LABELS[accessLevel]}`,
      timestamp: now,
    }),
  ]);
  return share!;
}

/** Shares the user gave (or that were given on their jobs) and shares given to them, newest first. */
export async function listJobShares(db: Db, userId: string): Promise<ListedJobShare[]> {
  const rows = await db
    .select({
      share: jobShares,
      job: { clientName: jobs.clientName, jobName: jobs.jobName },
      sharedWith: namingOf(jobShares.sharedWithUserId),
      sharedBy: namingOf(jobShares.sharedByUserId),
    })
    .from(jobShares)
    .innerJoin(jobs, eq(jobs.id, jobShares.jobId))
    .where(or(eq(jobShares.sharedByUserId, userId), eq(jobShares.sharedWithUserId, userId), ownedBy(userId)))
    .orderBy(desc(jobShares.sharedAt), desc(jobShares.id))
    .limit(SHARES_LISTED_MAX)
    .all();
  return rows.map((row) => ({ share: row.share, jobTitle: describeJob(row.job), sharedWithName: nameFromNaming(row.sharedWith), sharedByName: nameFromNaming(row.sharedBy) }));
}

export async function deleteJobShare(db: Db, actorId: string, grant: JobGrant, share: JobShareRow, sharedWithName: string) {
  await db.batch([
    db.delete(jobShares).where(eq(jobShares.id, share.id)),
    logActivity(db, {
      userId: actorId,
      ownerId: grant.job.userId,
      jobId: grant.job.id,
      action: "revoked_share",
      details: `${describeJob(grant.job)} no longer shared with ${sharedWithName}`,
    }),
  ]);
}
