/**
 * Opens the request's database once, through D1's Sessions API: reads may be served by the
 * nearest read replica, and the bookmark the answer carries (X-D1-Bookmark), sent back in the web
 * client's cookie (which its page's HTML and the reads that HTML preloads carry too), makes the next
 * request read at least what this one wrote. Writes start on the primary.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from "../../shared/http-headers";
import { createDb } from "../db/client";
import { countingStatements } from "../db/counting";
import type { AppBindings } from "../env";

const BOOKMARK = /^[0-9a-f]{8}(-[0-9a-f]{8,64}){1,4}$/;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const navigations = new WeakSet<Context>();

/**
 * Marks an answer the browser follows as a navigation (a redirect no script reads, such as a provider sign-in's):
 * its bookmark goes back in the web client's cookie too, so the page it leads to, and that page's first reads,
 * see what this request wrote.
 */
export function bookmarkInCookie(c: Context<AppBindings>) {
  navigations.add(c);
}

/** The bookmark a request sends back, in the header (scripts, tests) or the web client's cookie; a malformed one is ignored. */
export function sentBookmark(c: Context<AppBindings>): string | undefined {
  return [c.req.header(BOOKMARK_HEADER), getCookie(c, BOOKMARK_COOKIE)].find((sent) => sent !== undefined && BOOKMARK.test(sent));
}

/**
 * Where a request's session starts: at the bookmark it sends back, else a replica for a read and the primary for a
 * write. A share link's requests send no bookmark (the page keeps no cookies) and each checks that the link is still
 * active and its maker still holds the job, so they read the primary: a deactivated link must not open from a replica
 * that has not seen the deactivation yet.
 */
function sessionStart(c: Context<AppBindings>): string {
  if (c.req.path.startsWith("/api/shared/")) return "first-primary";
  return sentBookmark(c) ?? (READS.has(c.req.method) ? "first-unconstrained" : "first-primary");
}

export const database = createMiddleware<AppBindings>(async (c, next) => {
  const session = c.env.DB.withSession(sessionStart(c));
  /**
   * With REPORT_D1_QUERIES=1 (the bench sets it) answers carry X-D1-Queries, the statements prepared for the
   * request, and X-D1-Round-Trips, the trips to D1 they took (a batch is one).
   */
  const counting = c.var.config.reportD1Queries;
  let statements = 0;
  let roundTrips = 0;
  const counted = countingStatements(session, () => (statements += 1), () => (roundTrips += 1));
  c.set("db", createDb(counting ? counted : session));
  await next();
  const latest = session.getBookmark();
  if (latest) c.header(BOOKMARK_HEADER, latest);
  if (latest && navigations.has(c)) setCookie(c, BOOKMARK_COOKIE, latest, { path: "/" });
  if (counting) {
    c.header("X-D1-Queries", String(statements));
    c.header("X-D1-Round-Trips", String(roundTrips));
  }
});
