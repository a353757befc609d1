import { createMiddleware } from "hono/factory";
import type { AppBindings, SignedInBindings } from "../env";
import { AppError } from "../lib/errors";
import { resolveSession } from "../lib/session";

export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const session = await resolveSession(c, c.var.db);
  c.set("user", session?.user ?? null);
  c.set("sessionId", session?.sessionId ?? null);
  return next();
});

/** Typed as what it guarantees to the handlers after it: a router that `.use(requireUser)` reads `c.var.user` as non-null. */
export const requireUser = createMiddleware<SignedInBindings>(async (c, next) => {
  if (!c.get("user")) throw new AppError("unauthorized", "Unauthorized");
  return next();
});
