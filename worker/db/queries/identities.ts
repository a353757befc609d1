import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { sessions, userIdentities, users } from "../schema";
import type { UserRow } from "./users";

export type IdentityKey = { issuer: string; subject: string };

export type NewExternalUser = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export async function findIdentityOwner(db: Db, key: IdentityKey): Promise<string | undefined> {
  const row = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, key.issuer), eq(userIdentities.subject, key.subject)))
    .get();
  return row?.userId;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).get();
  return row !== undefined;
}

/** The account and its identity are written together: a failed identity (the same sign-in raced) leaves no account behind. */
export async function insertExternalUser(db: Db, input: NewExternalUser, key: IdentityKey, identityEmail: string | null): Promise<UserRow> {
  const userId = crypto.randomUUID();
  const [[user]] = await db.batch([
    db.insert(users).values({ id: userId, ...input, authType: "external" }).returning(),
    db.insert(userIdentities).values({ userId, ...key, email: identityEmail }),
  ]);
  if (!user) throw new Error("The new account was not returned");
  return user;
}

export async function insertIdentity(db: Db, userId: string, key: IdentityKey, email: string | null) {
  await db.insert(userIdentities).values({ userId, ...key, email });
}

export async function identitiesOf(db: Db, userId: string) {
  return db
    .select({ id: userIdentities.id, issuer: userIdentities.issuer, email: userIdentities.email, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt)
    .all();
}

/** Deletes the identity only while the account keeps another way in (a password with an email or username to sign in with, or another identity), in one statement. */
export async function deleteIdentityIfNotLast(db: Db, userId: string, identityId: string): Promise<boolean> {
  const deleted = await db
    .delete(userIdentities)
    .where(
      and(
        eq(userIdentities.id, identityId),
        eq(userIdentities.userId, userId),
        sql`(exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.passwordHash} is not null and (${users.email} is not null or ${users.username} is not null))
          or exists (select 1 from ${userIdentities} other where other.user_id = ${userId} and other.id <> ${identityId}))`,
      ),
    )
    .returning({ id: userIdentities.id });
  return deleted.length > 0;
}

export async function markReauthenticated(db: Db, sid: string, at: number) {
  await db
    .update(sessions)
    .set({ sess: sql`json_set(${sessions.sess}, '$.reauthAt', ${at})` })
    .where(eq(sessions.sid, sid));
}
