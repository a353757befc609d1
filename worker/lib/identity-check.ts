import type { Context } from "hono";
import type { Db } from "../db/client";
import type { SignedInBindings } from "../env";
import { AppError } from "./errors";
import { verifyPassword } from "./password";
import { PASSWORD_CHANGES, releaseThrottleSlot, takeThrottleSlot } from "./throttle";

/**
 * The account's current password, asked before its email or password changes or a provider is connected or
 * disconnected, so a phone left signed in cannot hand the account over; tries are throttled per account and a right
 * one gives its slot back.
 */
export async function confirmCurrentPassword(db: Db, userId: string, passwordHash: string, currentPassword: string | undefined) {
  const slot = await takeThrottleSlot(db, [`password:user:${userId}`], PASSWORD_CHANGES);
  if (!currentPassword) throw new AppError("validation_failed", "currentPassword: Enter your current password");
  if (!(await verifyPassword(currentPassword, passwordHash))) throw new AppError("forbidden", "The current password is not right.");
  await releaseThrottleSlot(db, slot);
}

/** A fresh sign-in through the provider counts this long for what an account without a password must confirm. */
const REAUTH_WINDOW_MS = 10 * 60 * 1000;

/** For an account without a password: a sign-in through its provider in the last ten minutes, before `action`. */
export function requireFreshProviderProof(c: Context<SignedInBindings>, action: string) {
  const reauthAt = c.var.sessionData?.reauthAt;
  if (!reauthAt || Date.now() - reauthAt > REAUTH_WINDOW_MS) {
    throw new AppError("forbidden", `This account has no password: confirm it's you with your provider (Settings, Confirm with it), then ${action} within 10 minutes.`);
  }
}
