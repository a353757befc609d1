import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../client";
import { sessions, users } from "../schema";

export async function insertSession(db: Db, sid: string, userId: string, createdAt: Date, expire: Date) {
  await db.insert(sessions).values({ sid, userId, sess: { createdAt: createdAt.getTime() }, expire });
}

export async function findSessionWithUser(db: Db, sid: string) {
  return db
    .select({ session: sessions, user: { id: users.id } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
    .get();
}

export async function extendSession(db: Db, sid: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteExpiredSessionsOf(db: Db, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expire, now)));
}
