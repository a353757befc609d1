import type { D1Database } from "@cloudflare/workers-types";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";

/** With REPORT_D1_QUERIES=1 (the bench sets it), answers carry X-D1-Queries: statements prepared for the request. */
export const d1QueryCount = createMiddleware<AppBindings>(async (c, next) => {
  if (c.env.REPORT_D1_QUERIES !== "1") return next();
  let count = 0;
  const db = c.env.DB;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          count += 1;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as D1Database;
  c.env = { ...c.env, DB: counted };
  await next();
  c.header("X-D1-Queries", String(count));
});
