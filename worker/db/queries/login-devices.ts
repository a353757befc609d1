import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../client";
import { loginDevices } from "../schema";

export async function findLoginDevice(db: Db, tokenHash: string, userId: string, now: Date) {
  return db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(and(eq(loginDevices.tokenHash, tokenHash), eq(loginDevices.userId, userId), gt(loginDevices.expiresAt, now)))
    .get();
}

export async function extendLoginDevice(db: Db, id: string, expiresAt: Date) {
  await db.update(loginDevices).set({ expiresAt }).where(eq(loginDevices.id, id));
}

/** Stores a new device token for the user and drops the user's expired ones. */
export async function insertLoginDevice(db: Db, tokenHash: string, userId: string, now: Date, expiresAt: Date) {
  await db.batch([
    db.delete(loginDevices).where(and(eq(loginDevices.userId, userId), lt(loginDevices.expiresAt, now))),
    db.insert(loginDevices).values({ tokenHash, userId, createdAt: now, expiresAt }),
  ]);
}
