/**
 * Session lifecycle: a random 256-bit token lives only in the browser cookie;
 * D1 keeps its SHA-256 as `sid`. Expiry slides by 30 days (written at most once
 * a day) up to an absolute cap of 90 days from sign-in.
 */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/client";
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  type SessionWithUser,
  touchSession,
} from "../db/queries/sessions";
import type { SessionData } from "../db/schema";
import type { AppBindings, SessionKey, SessionUser } from "../env";
import { SIGNED_IN_AS_HEADER } from "../../shared/http-headers";
import { hostOnly, readHostCookie } from "./host-cookie";
import { randomToken, sha256Hex } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 30 * DAY_MS;
const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
const REFRESH_INTERVAL_MS = DAY_MS;
/** How stale a session's "last used" may grow before a request writes it again. */
const LAST_USED_INTERVAL_MS = 60 * 60 * 1000;
const USER_AGENT_MAX = 512;

const COOKIE_BASE = "wp_session";

function writeCookie(c: Context<AppBindings>, token: string, expire: Date) {
  setCookie(c, COOKIE_BASE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    expires: expire,
    ...hostOnly(c),
  });
}

function clearSessionCookie(c: Context) {
  deleteCookie(c, COOKIE_BASE, { path: "/", ...hostOnly(c) });
}

/** The request's country as Cloudflare places it (two letters; absent locally and from Tor's "T1" or unknown "XX"). */
function requestCountry(c: Context<AppBindings>): string | undefined {
  const country = (c.req.raw as { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) && country !== "XX" && country !== "T1" ? country : undefined;
}

/**
 * Starts a session and sets its cookie, ending the one the browser's cookie held (it could never be sent again, and
 * stayed listed under Devices until it expired). `reauthAt`: when the person last signed in at the identity provider, by its
 * ID token (`auth_time`), if it said. `passwordHash`: the password just checked; false, with no session, when it is
 * no longer the user's (see insertSession).
 */
export async function startSession(c: Context<AppBindings>, db: Db, userId: string, { reauthAt, passwordHash }: { reauthAt?: number; passwordHash?: string } = {}): Promise<boolean> {
  const now = new Date();
  const token = randomToken(32);
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  const userAgent = c.req.header("User-Agent")?.slice(0, USER_AGENT_MAX);
  const country = requestCountry(c);
  const sess: SessionData = {
    createdAt: now.getTime(),
    lastUsedAt: now.getTime(),
    ...(userAgent ? { userAgent } : {}),
    ...(country ? { country } : {}),
    ...(reauthAt === undefined ? {} : { reauthAt }),
  };
  const replaced = await sessionKeyOf(c);
  if (!(await insertSession(db, { sid: await sha256Hex(token), userId, sess, expire }, now, passwordHash))) return false;
  if (replaced) await deleteSession(db, replaced.sid);
  writeCookie(c, token, expire);
  return true;
}

type SignedIn = { user: SessionUser; sessionId: string; data: SessionData };

/** Whether the request carries a session cookie at all, unchecked: a hint for what to preload, never a grant. */
export function hasSessionCookie(c: Context): boolean {
  return readHostCookie(c, COOKIE_BASE) !== undefined;
}

export async function sessionKeyOf(c: Context<AppBindings>): Promise<SessionKey | null> {
  const token = readHostCookie(c, COOKIE_BASE);
  return token ? { token, sid: await sha256Hex(token) } : null;
}

/**
 * What the session's row, read now, allows: none when it is unknown, expired or past the absolute cap
 * (the row is deleted and the cookie cleared), or when the request comes from a tab signed in as someone else
 * (SIGNED_IN_AS_HEADER, noted as `sessionOfSomeoneElse`); else the user and the session's data as read, with the
 * expiry slid and the last use written when due.
 */
export async function settleSession(c: Context<AppBindings>, db: Db, key: SessionKey, found: SessionWithUser, now: Date): Promise<SignedIn | null> {
  if (!found) return null;
  const believed = c.req.header(SIGNED_IN_AS_HEADER);
  if (believed !== undefined && believed !== found.user.id) {
    c.set("sessionOfSomeoneElse", true);
    return null;
  }
  const createdAt = found.session.sess.createdAt;
  const hardLimit = createdAt + SESSION_ABSOLUTE_MS;
  if (found.session.expire.getTime() <= now.getTime() || hardLimit <= now.getTime()) {
    await deleteSession(db, key.sid);
    clearSessionCookie(c);
    return null;
  }

  const nextExpire = Math.min(now.getTime() + SESSION_TTL_MS, hardLimit);
  const extend = nextExpire - found.session.expire.getTime() >= REFRESH_INTERVAL_MS;
  const lastUsedAt = found.session.sess.lastUsedAt ?? createdAt;
  if (extend || now.getTime() - lastUsedAt >= LAST_USED_INTERVAL_MS) {
    const expire = extend ? new Date(nextExpire) : found.session.expire;
    await touchSession(db, key.sid, expire, now.getTime());
    if (extend) writeCookie(c, key.token, expire);
  }
  return { user: found.user, sessionId: key.sid, data: found.session.sess };
}

export async function resolveSession(c: Context<AppBindings>, db: Db, key: SessionKey, now = new Date()): Promise<SignedIn | null> {
  return settleSession(c, db, key, await findSessionWithUser(db, key.sid), now);
}

/** Photos are kept by the browser for a year under private, immutable answers; on a shared phone, signing out must drop them. */
export function forgetSessionInBrowser(c: Context) {
  clearSessionCookie(c);
  c.header("Clear-Site-Data", '"cache"');
}

export async function endSession(c: Context<AppBindings>, db: Db) {
  const sid = c.get("sessionId");
  if (sid) await deleteSession(db, sid);
  forgetSessionInBrowser(c);
}
