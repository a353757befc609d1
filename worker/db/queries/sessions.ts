import { type SQL, and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type SessionData, sessions, users } from "../schema";
import { insertWhere } from "./insert-where";

/**
 * Drops the user's expired sessions and inserts this one, in one batch. With `passwordHash` (a password sign-in),
 * only while the user's password is still the one just checked: a sign-in that read the old password before a
 * change, and inserts after the change ended the other sessions, starts none. False when none was started.
 */
export async function insertSession(db: Db, row: { sid: string; userId: string; sess: SessionData; expire: Date }, now: Date, passwordHash?: string): Promise<boolean> {
  const insert =
    passwordHash === undefined
      ? db.insert(sessions).values(row)
      : insertWhere(db, sessions, row, sql`exists (select 1 from ${users} where ${users.id} = ${row.userId} and ${users.passwordHash} = ${passwordHash})`);
  const [, inserted] = await db.batch([db.delete(sessions).where(and(eq(sessions.userId, row.userId), lt(sessions.expire, now))), insert.returning({ sid: sessions.sid })]);
  return inserted.length > 0;
}

/** The session and its user's id, as a query to run alone or at the head of a read's batch. */
export function sessionWithUser(db: Db, sid: string) {
  return db
    .select({ session: sessions, user: { id: users.id } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid));
}

export type SessionWithUser = Awaited<ReturnType<typeof findSessionWithUser>>;

export async function findSessionWithUser(db: Db, sid: string) {
  return sessionWithUser(db, sid).get();
}

/**
 * The user of session `sid` as an SQL expression (null for an unknown one), for the statements sent in the
 * same batch as the session's row; whether the session still holds is decided from that row.
 */
export function sessionUserId(sid: string): SQL {
  return sql`(select s.user_id from ${sessions} as s where s.sid = ${sid})`;
}

/** The session may start connecting a provider: its password was just checked (see takeConnectPermit). */
export async function grantConnectPermit(db: Db, sid: string, at: number) {
  await db
    .update(sessions)
    .set({ sess: sql`json_set(${sessions.sess}, '$.connectPermitAt', ${at})` })
    .where(eq(sessions.sid, sid));
}

const permitSince = (since: number) => sql`json_extract(${sessions.sess}, '$.connectPermitAt') > ${since}`;

/** Uses up the session's permit to connect a provider when it was granted after `since`: true once, decided in one statement. */
export async function takeConnectPermit(db: Db, sid: string, since: number): Promise<boolean> {
  const taken = await db
    .update(sessions)
    .set({ sess: sql`json_remove(${sessions.sess}, '$.connectPermitAt')` })
    .where(and(eq(sessions.sid, sid), permitSince(since)))
    .returning({ sid: sessions.sid });
  return taken.length > 0;
}

/** Records the session's use; only `lastUsedAt` of its data changes, so a permit or proof written meanwhile stays as it is. */
export async function touchSession(db: Db, sid: string, expire: Date, lastUsedAt: number) {
  await db
    .update(sessions)
    .set({ expire, sess: sql`json_set(${sessions.sess}, '$.lastUsedAt', ${lastUsedAt})` })
    .where(eq(sessions.sid, sid));
}

export function sessionsOf(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, now)))
    .orderBy(desc(sessions.expire))
    .all();
}

export async function deleteSessionOf(db: Db, userId: string, sid: string): Promise<boolean> {
  const deleted = await db.delete(sessions).where(and(eq(sessions.sid, sid), eq(sessions.userId, userId))).returning({ sid: sessions.sid });
  return deleted.length > 0;
}

/** Every session of the user but `keep`: each other device is signed out. */
export function deleteOtherSessions(db: Db, userId: string, keep: string) {
  return db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keep)));
}

export async function deleteSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

