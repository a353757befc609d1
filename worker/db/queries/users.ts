import { type SQL, eq, or, sql } from "drizzle-orm";
import { type BatchRead, batchRead } from "../batch-read";
import type { Db } from "../client";
import { users } from "../schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, usernameOrEmail: string): Promise<UserRow | undefined> {
  const needle = usernameOrEmail.toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`))
    .get();
}

/** Whether a password would sign this account in: the sign-in form finds an account by its email or username only. */
export const signsInByName = (user: Pick<UserRow, "email" | "username">) => user.email !== null || user.username !== null;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** The user `id` names (an SQL expression for the session's user, in a read's batch). */
export function userRead(db: Db, id: SQL): BatchRead<UserRow | undefined> {
  return batchRead([db.select().from(users).where(eq(users.id, id))], ([rows]) => rows[0]);
}

export async function findAccountClash(
  db: Db,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`lower(${users.username}) = ${username.toLowerCase()}`))
    .all();
  return {
    email: rows.some((row) => row.email?.toLowerCase() === email.toLowerCase()),
    username: rows.some((row) => row.username?.toLowerCase() === username.toLowerCase()),
  };
}

export type NewLocalUser = {
  email: string;
  username: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
};

export async function insertLocalUser(db: Db, input: NewLocalUser): Promise<UserRow> {
  return db
    .insert(users)
    .values({ ...input, authType: "local" })
    .returning()
    .get();
}
