import type { Db } from "../db/client";
import { AppError } from "./errors";
import { verifyPassword } from "./password";
import { PASSWORD_CHANGES, releaseThrottleSlot, takeThrottleSlot } from "./throttle";

/**
 * The account's current password, asked before its email or password changes or a provider is connected, so a phone
 * left signed in cannot hand the account over; tries are throttled per account and a right one gives its slot back.
 */
export async function confirmCurrentPassword(db: Db, userId: string, passwordHash: string, currentPassword: string | undefined) {
  const slot = await takeThrottleSlot(db, [`password:user:${userId}`], PASSWORD_CHANGES);
  if (!currentPassword) throw new AppError("validation_failed", "currentPassword: Enter your current password");
  if (!(await verifyPassword(currentPassword, passwordHash))) throw new AppError("forbidden", "The current password is not right.");
  await releaseThrottleSlot(db, slot);
}
