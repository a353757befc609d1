import { lt } from "drizzle-orm";
import type { Db } from "../client";
import { idempotencyKeys, loginDevices, sessions } from "../schema";

/** How long an answer is kept for replay under its Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the rows past their time for every account, on the hourly cron: expired sessions and trusted devices and
 * stored answers older than a day. Each is also dropped when its own user comes back, but one who never does kept
 * them for good, against what the privacy page says.
 */
export async function deleteExpiredRows(db: Db, now: Date): Promise<{ sessions: number; devices: number; answers: number }> {
  const [ended, devices, answers] = await db.batch([
    db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid }),
    db.delete(loginDevices).where(lt(loginDevices.expiresAt, now)).returning({ id: loginDevices.id }),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))).returning({ key: idempotencyKeys.key }),
  ]);
  return { sessions: ended.length, devices: devices.length, answers: answers.length };
}
