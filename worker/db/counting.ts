import type { D1Database, D1DatabaseSession, D1PreparedStatement } from "@cloudflare/workers-types";

const EXECUTES = new Set<PropertyKey>(["first", "run", "all", "raw"]);

/**
 * The binding or session with every prepared statement counted, for X-D1-Queries and the cron's log,
 * and every round trip to D1 (a statement run alone, or one batch) for X-D1-Round-Trips.
 */
export function countingStatements<T extends D1Database | D1DatabaseSession>(target: T, onPrepare: () => void, onRoundTrip: () => void = () => {}): T {
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(inner, property) {
        if (property === "bind") return (...values: unknown[]) => counted(inner.bind(...values));
        const value: unknown = Reflect.get(inner, property);
        if (typeof value !== "function") return value;
        if (!EXECUTES.has(property)) return value.bind(inner);
        return (...args: unknown[]) => {
          onRoundTrip();
          return value.apply(inner, args);
        };
      },
    });
    unwrapped.set(proxy, statement);
    return proxy;
  };
  return new Proxy(target, {
    get(inner, property) {
      if (property === "prepare") {
        return (query: string) => {
          onPrepare();
          return counted(inner.prepare(query));
        };
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          onRoundTrip();
          return inner.batch(statements.map((statement) => unwrapped.get(statement) ?? statement));
        };
      }
      const value = Reflect.get(inner, property);
      return typeof value === "function" ? value.bind(inner) : value;
    },
  });
}
