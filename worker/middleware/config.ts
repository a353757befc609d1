import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";

export const loadConfig = createMiddleware<AppBindings>(async (c, next) => {
  const read = readConfig(c.env);
  if (!read.ok) throw new AppError("internal_error", "The server is misconfigured. Please try again later.");
  c.set("config", read.config);
  return next();
});
