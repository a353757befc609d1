import type { D1Database, D1DatabaseSession, D1PreparedStatement } from "@cloudflare/workers-types";

/** `target` with `name` replaced by `replacement` (bound to the target), everything else passed through. */
export function withMethod<T extends object>(target: T, name: string, replacement: (original: (...args: unknown[]) => Promise<unknown>) => (...args: unknown[]) => Promise<unknown>): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key);
      const bound = typeof value === "function" ? value.bind(object) : value;
      return key === name ? replacement(bound) : bound;
    },
  });
}

/**
 * `d1` whose sessions commit a batch holding a statement that contains `sql`, then throw as if its answer was lost on
 * the way back; the statements are tracked by their SQL as they are prepared and bound.
 */
export function answerLost(d1: D1Database, sql: string): D1Database {
  const sqlOf = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();
  const tracked = (statement: D1PreparedStatement, text: string): D1PreparedStatement => {
    const proxy = withMethod(statement, "bind", () => (...values: unknown[]) => tracked(statement.bind(...values), text) as never);
    sqlOf.set(proxy, { statement, sql: text });
    return proxy;
  };
  const session = (inner: D1DatabaseSession) =>
    new Proxy(inner, {
      get(target, key) {
        if (key === "prepare") return (text: string) => tracked(target.prepare(text), text);
        if (key === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            const written = await target.batch(statements.map((each) => sqlOf.get(each)?.statement ?? each));
            if (statements.some((each) => sqlOf.get(each)?.sql.includes(sql))) throw new Error("Network connection lost.");
            return written;
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return withMethod(d1, "withSession", (withSession) => ((...args: unknown[]) => session(withSession(...args) as unknown as D1DatabaseSession)) as never);
}
