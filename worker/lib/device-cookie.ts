/**
 * OWASP's device cookie: after a successful sign-in the browser keeps a random 256-bit token for a
 * year (HttpOnly, SameSite=Lax); D1 keeps its SHA-256 with the user id. A sign-in carrying a
 * token issued to that account is limited per device, so strangers' failures cannot lock it out.
 * Lax, not Strict: the provider's cross-site redirect back to the callback must carry it, or every provider
 * sign-in would trust the device anew. It only eases its own account's sign-in limit, and a forged cross-site
 * sign-in (a POST) still goes without it.
 */
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { Db } from "../db/client";
import { extendLoginDevice, findLoginDevice, insertLoginDevice } from "../db/queries/login-devices";
import type { AppBindings } from "../env";
import { hostOnly, readHostCookie } from "./host-cookie";
import { randomToken, sha256Hex } from "./tokens";

const COOKIE_BASE = "wp_device";
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

export type TrustedDevice = { id: string; token: string };

function readToken(c: Context<AppBindings>): string | undefined {
  return readHostCookie(c, COOKIE_BASE);
}

function writeToken(c: Context<AppBindings>, token: string) {
  setCookie(c, COOKIE_BASE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: DEVICE_TTL_SECONDS,
    ...hostOnly(c),
  });
}

/** The request's device when its cookie was issued to `userId` and has not expired. */
export async function findTrustedDevice(
  c: Context<AppBindings>,
  db: Db,
  userId: string | undefined,
  now = new Date(),
): Promise<TrustedDevice | null> {
  const token = readToken(c);
  if (!token) return null;
  const device = await findLoginDevice(db, await sha256Hex(token), userId ?? "", now);
  return device ? { id: device.id, token } : null;
}

/** After a successful sign-in: keep (and extend) the device's token for this user, or issue one. */
export async function trustDevice(c: Context<AppBindings>, db: Db, userId: string, known: TrustedDevice | null, now = new Date()) {
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_SECONDS * 1000);
  if (known) {
    await extendLoginDevice(db, known.id, expiresAt);
    writeToken(c, known.token);
    return;
  }
  const token = randomToken(32);
  await insertLoginDevice(db, await sha256Hex(token), userId, now, expiresAt);
  writeToken(c, token);
}
