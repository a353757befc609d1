/**
 * The app's cookies over https are `__Host-` cookies (Secure, Path=/, no Domain), which no other host under the
 * domain can set or overwrite; over plain http (local runs) they are plain, as a browser keeps no Secure cookie there.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

export function isSecure(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

/** The options that make a cookie written or cleared with `name` a `__Host-` one over https; it must also say Path=/. */
export const hostOnly = (c: Context) => (isSecure(c) ? { secure: true, prefix: "host" as const } : {});

/** The cookie written under `name` with `hostOnly`. */
export const readHostCookie = (c: Context, name: string): string | undefined => getCookie(c, isSecure(c) ? `__Host-${name}` : name);
