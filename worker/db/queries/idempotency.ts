import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../client";
import { idempotencyKeys } from "../schema";

/**
 * Claims the key; returns false when a record for it already exists. A claim never finished by `abandonedBefore` (its
 * request was cut off, or recording its answer failed) is taken over, so a retry is not held off until it expires.
 */
export async function claimIdempotencyKey(
  db: Db,
  record: { scope: string; key: string; requestHash: string; createdAt: Date },
  cutoffs: { expiredBefore: Date; abandonedBefore: Date },
): Promise<boolean> {
  const [, , inserted] = await db.batch([
    db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, record.scope), lt(idempotencyKeys.createdAt, cutoffs.expiredBefore))),
    db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, record.scope), eq(idempotencyKeys.key, record.key), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, cutoffs.abandonedBefore))),
    db.insert(idempotencyKeys).values(record).onConflictDoNothing().returning({ key: idempotencyKeys.key }),
  ]);
  return inserted.length > 0;
}

export async function findIdempotencyRecord(db: Db, scope: string, key: string) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .get();
}

type Claim = { scope: string; key: string; createdAt: Date };

/** This request's own claim, not one that took it over after it was given up for abandoned. */
const ownClaim = ({ scope, key, createdAt }: Claim) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.createdAt, createdAt));

export async function completeIdempotencyKey(db: Db, claim: Claim, status: number, body: string) {
  await db.update(idempotencyKeys).set({ status, responseBody: body }).where(ownClaim(claim));
}

export async function releaseIdempotencyKey(db: Db, claim: Claim) {
  await db.delete(idempotencyKeys).where(ownClaim(claim));
}
