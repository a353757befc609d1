/**
 * The signed-in user's own account: profile, preferences, password, logo, and deleting all of it.
 * Every change is one batch with its activity entry.
 */
import { type SQL, and, eq, inArray, like, or, sql } from "drizzle-orm";
import type { AccountPatch } from "../../../shared/schemas/account";
import type { Db } from "../client";
import { accountPreferences, activityLogs, cloudBackups, idempotencyKeys, jobShares, jobs, loginDevices, rateLimitEvents, teamInvitations, users } from "../schema";
import { ownedBy } from "./access";
import { logActivity } from "./activity";
import { pruneLapsedGrants } from "./job-shares";
import { deleteOtherSessions } from "./sessions";
import type { UserRow } from "./users";

export type PreferencesRow = typeof accountPreferences.$inferSelect;

export async function findAccount(db: Db, userId: string): Promise<{ user: UserRow; preferences: PreferencesRow | null } | undefined> {
  return db.select({ user: users, preferences: accountPreferences }).from(users).leftJoin(accountPreferences, eq(accountPreferences.userId, users.id)).where(eq(users.id, userId)).get();
}

/** The length unit an account works in, for a batch (no row until Settings are first saved: inches). */
export const lengthUnitOf = (db: Db, userId: string) => db.select({ lengthUnit: accountPreferences.lengthUnit }).from(accountPreferences).where(eq(accountPreferences.userId, userId));

const PROFILE_FIELDS = ["firstName", "lastName", "businessName", "phone", "email"] as const;
const PREFERENCE_FIELDS = ["lengthUnit", "rollWidth", "wastePercentage", "currency", "laborRate"] as const;

/** What a patch changes; its `currentPassword` only lets an email change through (see the route). */
type AccountChanges = Omit<AccountPatch, "currentPassword">;

const FIELD_NAMES: Record<keyof AccountChanges, string> = {
  firstName: "first name",
  lastName: "last name",
  businessName: "business name",
  phone: "phone",
  email: "email",
  lengthUnit: "length unit",
  rollWidth: "default roll width",
  wastePercentage: "default waste",
  currency: "currency",
  laborRate: "labour rate",
};

const pick = <K extends keyof AccountChanges>(patch: AccountChanges, fields: readonly K[]) =>
  Object.fromEntries(fields.filter((field) => patch[field] !== undefined).map((field) => [field, patch[field]])) as Pick<AccountChanges, K>;

/**
 * Writes the changed fields, profile and preferences together, with one entry naming what changed. A new email
 * drops the invitations waiting for the old one, as deleting the account does: whoever takes that address next
 * must not join a team with a role meant for this person.
 */
export async function updateAccount(db: Db, userId: string, patch: AccountChanges, now = new Date()) {
  const changed = (Object.keys(patch) as (keyof AccountChanges)[]).filter((field) => patch[field] !== undefined);
  if (!changed.length) return;
  const profile = pick(patch, PROFILE_FIELDS);
  const preferences = pick(patch, PREFERENCE_FIELDS);
  const statements = [
    logActivity(db, { userId, ownerId: userId, jobId: null, action: "account_updated", details: `Changed ${changed.map((field) => FIELD_NAMES[field]).join(", ")}`, timestamp: now }),
    ...(profile.email !== undefined ? [db.delete(teamInvitations).where(eq(teamInvitations.email, sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`))] : []),
    ...(Object.keys(profile).length ? [db.update(users).set({ ...profile, updatedAt: now }).where(eq(users.id, userId))] : []),
    ...(Object.keys(preferences).length
      ? [db.insert(accountPreferences).values({ userId, ...preferences, updatedAt: now }).onConflictDoUpdate({ target: accountPreferences.userId, set: { ...preferences, updatedAt: now } })]
      : []),
  ] as const;
  await db.batch(statements);
}

/** The new password, every other session ended, and the entry, in one batch. */
export async function replacePassword(db: Db, userId: string, passwordHash: string, keepSession: string, hadPassword: boolean, now = new Date()) {
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    deleteOtherSessions(db, userId, keepSession),
    logActivity(db, { userId, ownerId: userId, jobId: null, action: hadPassword ? "password_changed" : "password_set", details: hadPassword ? "Changed the password; other devices were signed out" : "Set a password", timestamp: now }),
  ]);
}

/** Points the account at a new logo (or none) and answers the key it replaces. */
export async function replaceLogo(db: Db, userId: string, logoKey: string | null, now = new Date()): Promise<string | null> {
  const [[before]] = await db.batch([
    db.select({ logoKey: users.logoKey }).from(users).where(eq(users.id, userId)),
    db.update(users).set({ logoKey, updatedAt: now }).where(eq(users.id, userId)),
    logActivity(db, { userId, ownerId: userId, jobId: null, action: logoKey ? "logo_changed" : "logo_removed", details: logoKey ? "Changed the business logo" : "Removed the business logo", timestamp: now }),
  ]);
  return before?.logoKey ?? null;
}

export async function ownedJobIds(db: Db, userId: string): Promise<string[]> {
  return (await db.select({ id: jobs.id }).from(jobs).where(ownedBy(userId)).all()).map((row) => row.id);
}

/** The R2 keys of backups of the user's jobs, whoever made them (a team admin's are kept under the admin's prefix). */
export async function backupKeysOfJobsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: cloudBackups.storageKey })
    .from(cloudBackups)
    .where(inArray(cloudBackups.jobId, db.select({ id: jobs.id }).from(jobs).where(ownedBy(userId))))
    .all();
  return rows.map((row) => row.storageKey).filter((key): key is string => key !== null);
}

/** Rate-limit events keyed by the user's id or one of their sign-in devices. */
function throttleEventsOf(userId: string, deviceIds: string[]): SQL {
  return or(like(rateLimitEvents.key, `%:${userId}`), ...deviceIds.map((id) => eq(rateLimitEvents.key, `login:device:${id}`)))!;
}

/** Jobs per statement that ends lapsed grants, well under D1's 100 bound parameters. */
const PRUNED_JOBS_PER_STATEMENT = 40;

const chunksOf = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with each mention of the address as a whole (not inside a longer one, as ann@shop.co is in joann@shop.com) named "a deleted account". */
function withoutAddress(text: string, email: string): string {
  const whole = new RegExp(`(?<![\\w.%+-])${regexLiteral(email)}(?![\\w-]|\\.\\w)`, "giu");
  return text.replace(whole, "a deleted account");
}

/**
 * Every row of the user, in one batch: the account (its jobs, records, sessions, devices, shares,
 * links, backups, team and preferences go with it by cascade), the entries in its history that
 * others wrote, its email in others' history (an invitation sent to it; read just before), invitations to its email,
 * its idempotency records and its rate-limit events. On the jobs others shared with it in full, what
 * people it had granted full rights went on to grant ends too, as when its share is revoked: a later
 * full share to one of them must not bring back their old links and shares. (Those jobs are read just
 * before the batch; a full share given to the account in between is not pruned, only dead.)
 */
export async function deleteAccountRows(db: Db, user: Pick<UserRow, "id" | "email">) {
  const email = user.email?.toLowerCase();
  const deviceIds = (await db.select({ id: loginDevices.id }).from(loginDevices).where(eq(loginDevices.userId, user.id)).all()).map((row) => row.id);
  const heldJobs = (await db.selectDistinct({ id: jobShares.jobId }).from(jobShares).where(and(eq(jobShares.sharedWithUserId, user.id), eq(jobShares.accessLevel, "full"))).all()).map((row) => row.id);
  const pruned = chunksOf(heldJobs, PRUNED_JOBS_PER_STATEMENT).flatMap((ids) => pruneLapsedGrants(db, sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
  const mentions = email ? await db.select({ id: activityLogs.id, details: activityLogs.details }).from(activityLogs).where(sql`instr(lower(${activityLogs.details}), ${email}) > 0`).all() : [];
  const unnamed = email
    ? mentions.flatMap(({ id, details }) => {
        const scrubbed = details && withoutAddress(details, email);
        return scrubbed === details ? [] : [db.update(activityLogs).set({ details: scrubbed }).where(eq(activityLogs.id, id))];
      })
    : [];
  await db.batch([
    db.delete(activityLogs).where(or(eq(activityLogs.ownerId, user.id), eq(activityLogs.userId, user.id))),
    ...unnamed,
    db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, user.id)),
    db.delete(rateLimitEvents).where(throttleEventsOf(user.id, deviceIds)),
    ...(email ? [db.delete(teamInvitations).where(eq(teamInvitations.email, email))] : []),
    db.delete(users).where(eq(users.id, user.id)),
    ...pruned,
  ]);
}
