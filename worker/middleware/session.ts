import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { resolveSession } from "../lib/session";

export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const session = await resolveSession(c, c.var.db);
  c.set("user", session?.user ?? null);
  c.set("sessionId", session?.sessionId ?? null);
  return next();
});

export const requireUser = createMiddleware<AppBindings & { Variables: { user: { id: string } } }>(
  async (c, next) => {
    if (!c.get("user")) throw new AppError("unauthorized", "Unauthorized");
    return next();
  },
);
