import type { Context } from "hono";
import type { SQL } from "drizzle-orm";
import type { BatchRead } from "../db/batch-read";
import { sessionUserId, sessionWithUser } from "../db/queries/sessions";
import type { AppBindings } from "../env";
import { AppError } from "./errors";
import { settleSession } from "./session";

async function readBeside<R>(c: Context<AppBindings>, read: (me: SQL) => BatchRead<R>): Promise<{ answer: R } | null> {
  const key = c.var.sessionKey;
  if (!key) return null;
  const db = c.var.db;
  const now = new Date();
  const { statements, answer } = read(sessionUserId(key.sid));
  const [found, ...results] = await db.batch([sessionWithUser(db, key.sid), ...statements]);
  const session = await settleSession(c, db, key, found[0], now);
  return session ? { answer: answer(results) } : null;
}

/**
 * A read behind `oneTripRead()`: the session's row and the read's statements, which name their caller
 * as the session's user in SQL, go to D1 as one batch (one transaction, one round trip). The session's
 * row then decides as `loadSession` would, and the read's answer is made only for a session that
 * holds; otherwise its results are dropped and the caller gets the 401 `requireUser` answers.
 */
export async function readSignedIn<R>(c: Context<AppBindings>, read: (me: SQL) => BatchRead<R>): Promise<R> {
  const outcome = await readBeside(c, read);
  if (!outcome) throw new AppError("unauthorized", "Unauthorized");
  return outcome.answer;
}

/** `readSignedIn` for a route that also answers visitors: null without a session that holds. */
export async function readSession<R>(c: Context<AppBindings>, read: (me: SQL) => BatchRead<R>): Promise<R | null> {
  return (await readBeside(c, read))?.answer ?? null;
}
