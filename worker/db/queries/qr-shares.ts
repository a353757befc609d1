import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { SHARE_LINKS_PER_JOB_MAX } from "../../../shared/constants";
import type { QrShareAccessLevel } from "../../../shared/domain/vocabulary";
import { SHARE_VIEW_WINDOW_MS, shareViewKey } from "../../lib/throttle";
import type { Db } from "../client";
import { qrShares } from "../schema";
import type { JobGrant } from "./access";
import { logActivityIf } from "./activity";
import { linkMakerHolds } from "./grant-chain";
import { hasRoom, insertWhere } from "./insert-where";
import { describeJob } from "./job-row";
import { noEventSince, recordEventIf } from "./rate-limits";

export type QrShareRow = typeof qrShares.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job's activity notes a link's views at most once an hour. */
const VIEW_ACTIVITY_GAP_MS = 60 * 60 * 1000;

const accessWords = (level: QrShareAccessLevel) => (level === "edit" ? "view & edit" : "view only");

/** A job's deactivated and expired links are listed with their views; past this many, the oldest go as a new one is made. */
export const ENDED_SHARE_LINKS_KEPT = 50;

/**
 * Null when the job already has SHARE_LINKS_PER_JOB_MAX live links (active, unexpired, and made by someone who still holds
 * full rights: the others open nothing and list as inactive): counted in the insert itself, so parallel creates stop at the cap.
 * Ended links beyond the newest ENDED_SHARE_LINKS_KEPT are dropped in the same batch.
 */
export async function insertQrShare(
  db: Db,
  actorId: string,
  grant: JobGrant,
  input: { tokenHash: string; accessLevel: QrShareAccessLevel; expiresInDays: number },
): Promise<QrShareRow | null> {
  const now = new Date();
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const live = and(eq(qrShares.jobId, grant.job.id), eq(qrShares.isActive, true), or(isNull(qrShares.expiresAt), gt(qrShares.expiresAt, now)), linkMakerHolds("qr_shares", now.getTime()))!;
  const row = { id, jobId: grant.job.id, createdBy: actorId, tokenHash: input.tokenHash, accessLevel: input.accessLevel, expiresAt, createdAt: now, updatedAt: now };
  const ended = and(eq(qrShares.jobId, grant.job.id), sql`not (${live})`);
  const [, [share]] = await db.batch([
    db.delete(qrShares).where(
      sql`${qrShares.id} in (select ${qrShares.id} from ${qrShares} where ${ended} order by ${qrShares.createdAt} desc, ${qrShares.id} desc limit -1 offset ${ENDED_SHARE_LINKS_KEPT})`,
    ),
    insertWhere(db, qrShares, row, hasRoom(qrShares, live, SHARE_LINKS_PER_JOB_MAX)).returning(),
    logActivityIf(
      db,
      {
        userId: actorId,
        ownerId: grant.job.userId,
        jobId: grant.job.id,
        action: "created_share_link",
        details: `Share link (${accessWords(input.accessLevel)}, ${input.expiresInDays} day${input.expiresInDays === 1 ? "" : "s"}) for ${describeJob(grant.job)}`,
        timestamp: now,
      },
      sql`exists (select 1 from qr_shares where id = ${id})`,
    ),
  ]);
  return share ?? null;
}

/** The job's links, newest first; one whose maker no longer holds full rights lists as inactive, since it opens nothing. */
export async function listQrShares(db: Db, grant: JobGrant, now = new Date()): Promise<QrShareRow[]> {
  const rows = await db
    .select({ share: qrShares, makerHolds: sql<boolean>`${linkMakerHolds("qr_shares", now.getTime())}`.mapWith(Boolean) })
    .from(qrShares)
    .where(eq(qrShares.jobId, grant.job.id))
    .orderBy(desc(qrShares.createdAt), desc(qrShares.id))
    .all();
  return rows.map(({ share, makerHolds }) => ({ ...share, isActive: share.isActive && makerHolds }));
}

/** One-way; deactivating an inactive link changes nothing and logs nothing. */
export async function deactivateQrShare(db: Db, actorId: string, grant: JobGrant, share: QrShareRow): Promise<QrShareRow> {
  const now = new Date();
  const [[updated]] = await db.batch([
    db
      .update(qrShares)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(qrShares.id, share.id), eq(qrShares.isActive, true)))
      .returning(),
    logActivityIf(
      db,
      { userId: actorId, ownerId: grant.job.userId, jobId: grant.job.id, action: "deactivated_share_link", details: `Share link (${accessWords(share.accessLevel)}) for ${describeJob(grant.job)}`, timestamp: now },
      sql`changes() = 1`,
    ),
  ]);
  return updated ?? share;
}

/**
 * Counts a view at most once per address and link in SHARE_VIEW_WINDOW_MS: each statement is guarded
 * by the same "no recent view from this address" condition, read before the last one records the
 * view, so parallel opens from one address count once. The job's activity notes a link's views at
 * most once an hour, under its owner.
 */
export function recordShareView(db: Db, grant: JobGrant, share: QrShareRow, visit: { address: string; counts: boolean }, now = new Date()) {
  const key = shareViewKey(share.id, visit.address);
  const fresh = visit.counts ? noEventSince(key, new Date(now.getTime() - SHARE_VIEW_WINDOW_MS)) : sql`0`;
  const quietSince = now.getTime() - VIEW_ACTIVITY_GAP_MS;
  return [
    logActivityIf(
      db,
      { userId: grant.job.userId, ownerId: grant.job.userId, jobId: grant.job.id, action: "viewed_share_link", details: `Share link (${accessWords(share.accessLevel)}) opened for ${describeJob(grant.job)}`, timestamp: now },
      sql`${fresh} and exists (select 1 from qr_shares where id = ${share.id} and (last_accessed_at is null or last_accessed_at < ${quietSince}))`,
    ),
    db
      .update(qrShares)
      .set({ viewCount: sql`${qrShares.viewCount} + 1`, lastAccessedAt: now })
      .where(and(eq(qrShares.id, share.id), fresh)),
    recordEventIf(db, key, now, fresh),
  ] as const;
}
