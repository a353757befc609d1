/**
 * The 405 an /api request gets when no route takes its method at a path that routes take under other methods
 * (RFC 9110 §15.5.6). The methods come from the app's route table alone, never from a record, so the answer says
 * nothing a 404 would hide.
 */
import type { Context } from "hono";
import { METHOD_NAME_ALL, type Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";
import type { ErrorBody } from "../../shared/errors";
import type { AppBindings } from "../env";
import { listed } from "../../shared/domain/listed";

/** The order Allow and the message list methods in. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

const rank = (method: string) => {
  const index = METHOD_ORDER.indexOf(method);
  return index === -1 ? METHOD_ORDER.length : index;
};

/** Each route's method under its path, matched as the app's own default router matches; `use` middleware (ALL) takes no method. */
function methodRouter(routes: readonly RouterRoute[]): Router<string> {
  const router = new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] });
  const added = new Set<string>();
  for (const { method, path } of routes) {
    const key = `${method} ${path}`;
    if (method === METHOD_NAME_ALL || added.has(key)) continue;
    added.add(key);
    router.add(METHOD_NAME_ALL, path, method);
  }
  return router;
}

/**
 * The methods the app takes at a path, HEAD with GET as Hono answers it; the table is built from `routes()` on the
 * first call, when every route is mounted.
 */
export function methodsAtPath(routes: () => readonly RouterRoute[]): (path: string) => string[] {
  let router: Router<string> | undefined;
  return (path) => {
    router ??= methodRouter(routes());
    const [matched] = router.match(METHOD_NAME_ALL, path);
    const methods = new Set(matched.map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort((a, b) => rank(a) - rank(b));
  };
}

/** The 405 for a request whose method is not among `allowed`, or null when the path has no route (a 404) or takes the method. */
export function methodNotAllowed(c: Context<AppBindings>, allowed: string[]): Response | null {
  const { method } = c.req;
  if (allowed.length === 0 || allowed.includes(method)) return null;
  const named = allowed.filter((taken) => taken !== "HEAD");
  const body: ErrorBody = {
    message: `This address does not take ${method}. It takes ${listed(named)}.`,
    code: "method_not_allowed",
    requestId: c.get("requestId"),
  };
  return c.json(body, 405, { Allow: allowed.join(", ") });
}
