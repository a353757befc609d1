import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppBindings, SignedInBindings } from "../env";
import { AppError } from "../lib/errors";
import { resolveSession, sessionKeyOf } from "../lib/session";

const oneTripReads = new WeakSet<MiddlewareHandler<AppBindings>>();

/**
 * Marks a read that checks the session in the same D1 batch as its own statements (`readSignedIn`,
 * `readSession`), so the session is not looked up ahead of it and `requireUser` lets it through: its
 * handler must read through those, as `c.var.user` stays null. Marked routes go before a router's
 * `.use(requireUser)`, so their handlers are typed so.
 */
export function oneTripRead(): MiddlewareHandler<AppBindings> {
  const marker: MiddlewareHandler<AppBindings> = (_c, next) => next();
  oneTripReads.add(marker);
  return marker;
}

/** Whether the handlers that answer this request start with a one-trip marker. */
function readsInOneTrip(c: Context): boolean {
  const first = matchedRoutes(c).find((route) => route.method !== "ALL");
  return first !== undefined && oneTripReads.has(first.handler);
}

export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const key = await sessionKeyOf(c);
  const session = key && !readsInOneTrip(c) ? await resolveSession(c, c.var.db, key) : null;
  c.set("sessionKey", key);
  c.set("user", session?.user ?? null);
  c.set("sessionId", session?.sessionId ?? null);
  c.set("sessionData", session?.data ?? null);
  return next();
});

/** Typed as what it guarantees to the handlers after it: a router that `.use(requireUser)` reads `c.var.user` as non-null. */
export const requireUser = createMiddleware<SignedInBindings>(async (c, next) => {
  if (!c.get("user") && !readsInOneTrip(c)) throw new AppError("unauthorized", "Unauthorized");
  return next();
});
