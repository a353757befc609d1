import { and, desc, eq, sql } from "drizzle-orm";
import type { QrShareAccessLevel } from "../../../shared/domain/vocabulary";
import type { Db } from "../client";
import { qrShares } from "../schema";
import type { JobGrant } from "./access";
import { logActivity, logActivityIf } from "./activity";
import { describeJob } from "./jobs";

export type QrShareRow = typeof qrShares.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Views are counted every time, but the job's activity notes a link's views at most once an hour. */
const VIEW_ACTIVITY_GAP_MS = 60 * 60 * 1000;

const accessWords = (level: QrShareAccessLevel) => (level === "edit" ? "view & edit" : "view only");

export async function insertQrShare(
  db: Db,
  actorId: string,
  grant: JobGrant,
  input: { tokenHash: string; accessLevel: QrShareAccessLevel; expiresInDays: number },
): Promise<QrShareRow> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const [[share]] = await db.batch([
    db
      .insert(qrShares)
      .values({ jobId: grant.job.id, createdBy: actorId, tokenHash: input.tokenHash, accessLevel: input.accessLevel, expiresAt, createdAt: now, updatedAt: now })
      .returning(),
    logActivity(db, {
      userId: actorId,
      ownerId: grant.job.userId,
      jobId: grant.job.id,
      action: "created_share_link",
      details: `Share link (${accessWords(input.accessLevel)}, ${input.expiresInDays} day${input.expiresInDays === 1 ? "" : "s"}) for ${describeJob(grant.job)}`,
      timestamp: now,
    }),
  ]);
  return share!;
}

export async function listQrShares(db: Db, grant: JobGrant): Promise<QrShareRow[]> {
  return db.select().from(qrShares).where(eq(qrShares.jobId, grant.job.id)).orderBy(desc(qrShares.createdAt), desc(qrShares.id)).all();
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
 * Counts a view in place (no read-modify-write, so parallel views all count) and, when the link
 * was last opened over an hour ago, notes the view in the job's activity under its owner.
 */
export function recordShareView(db: Db, grant: JobGrant, share: QrShareRow, now = new Date()) {
  const quietSince = now.getTime() - VIEW_ACTIVITY_GAP_MS;
  return [
    logActivityIf(
      db,
      { userId: grant.job.userId, ownerId: grant.job.userId, jobId: grant.job.id, action: "viewed_share_link", details: `Share link (${accessWords(share.accessLevel)}) opened for ${describeJob(grant.job)}`, timestamp: now },
      sql`exists (select 1 from qr_shares where id = ${share.id} and (last_accessed_at is null or last_accessed_at < ${quietSince}))`,
    ),
    db
      .update(qrShares)
      .set({ viewCount: sql`${qrShares.viewCount} + 1`, lastAccessedAt: now })
      .where(eq(qrShares.id, share.id)),
  ] as const;
}
