import { type Context, Hono } from "hono";
import type { AppBindings } from "../env";
import { endSession } from "../lib/session";
import { appOrigin } from "../middleware/origin-check";

/** The query parameter that names the user the signing-out page ran as (a navigation carries no SIGNED_IN_AS_HEADER). */
const PAGE_USER_PARAM = "as";

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

/**
 * Whether the cookie's session belongs to someone other than the user the page ran as: a tab left open as one user
 * signing out late (told by another tab) must not end the session of whoever signed in since.
 */
function someoneElsesSession(c: Context<AppBindings>): boolean {
  const pageUser = c.req.query(PAGE_USER_PARAM);
  return pageUser !== undefined && c.var.user !== null && c.var.user.id !== pageUser;
}

export const sessionNavigationRoutes = new Hono<AppBindings>()
  // The app signs out by navigating here; another site linking here must not sign anyone out (CSRF).
  .get("/logout", async (c) => {
    if (!startedElsewhere(c) && !someoneElsesSession(c)) await endSession(c, c.var.db);
    c.header("Cache-Control", "no-store");
    return c.redirect("/", 302);
  });
