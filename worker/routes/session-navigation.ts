import { type Context, Hono } from "hono";
import type { AppBindings } from "../env";
import { endSession } from "../lib/session";
import { appOrigin } from "../middleware/origin-check";

/**
 * Whether another origin started this navigation: Fetch Metadata says so, and browsers without it
 * are judged by the Referer. Typed addresses and bookmarks (`none`) are the user's own.
 */
function startedElsewhere(c: Context<AppBindings>): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const referer = c.req.header("Referer");
  if (!referer) return false;
  return URL.parse(referer)?.origin !== appOrigin(c);
}

export const sessionNavigationRoutes = new Hono<AppBindings>()
  // The app signs out by navigating here; another site linking here must not sign anyone out (CSRF).
  .get("/logout", async (c) => {
    if (!startedElsewhere(c)) await endSession(c, c.var.db);
    c.header("Cache-Control", "no-store");
    return c.redirect("/", 302);
  });
