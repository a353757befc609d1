import type { D1Database, D1DatabaseSession } from "@cloudflare/workers-types";

/** The binding or session with every prepared statement counted, for X-D1-Queries and the cron's log. */
export function countingStatements<T extends D1Database | D1DatabaseSession>(target: T, onPrepare: () => void): T {
  return new Proxy(target, {
    get(inner, property) {
      if (property === "prepare") {
        return (query: string) => {
          onPrepare();
          return inner.prepare(query);
        };
      }
      const value = Reflect.get(inner, property);
      return typeof value === "function" ? value.bind(inner) : value;
    },
  });
}
