import { createMiddleware } from "hono/factory";
import type { WorkerConfig } from "../config";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function appOrigin(c: { var: { config: WorkerConfig }; req: { url: string } }): string {
  return c.var.config.appOrigin ?? new URL(c.req.url).origin;
}

/** CSRF defence: state-changing API calls must come from the app's own pages. */
export const originCheck = createMiddleware<AppBindings>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const allowed = appOrigin(c);
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const trusted = origin ? origin === allowed : fetchSite === "same-origin";
  if (!trusted) {
    throw new AppError("forbidden_origin", "This request did not come from the app. Reload the page and try again.");
  }
  return next();
});
