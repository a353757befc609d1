import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

const dialect = new SQLiteAsyncDialect();

/** Hand-written statements run as one D1 batch (one transaction), each answering its rows; Drizzle's batch takes only its query builders. */
export async function rawBatch(db: Db, queries: SQL[]): Promise<unknown[][]> {
  const client = db.$client;
  const statements = queries.map((query) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return client.prepare(sql).bind(...params);
  });
  const results = await client.batch(statements);
  return results.map((result) => result.results);
}
