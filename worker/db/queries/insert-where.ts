/**
 * Capped inserts: the row is written only while a condition holds, decided by SQLite inside the
 * one statement, so parallel creates cannot all pass a count made before they insert.
 */
import { type Column, type InferInsertModel, SQL, getTableColumns, is, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";

/** A column's value as drizzle's own `values()` would write it, defaults included. */
function valueOf(column: Column, given: unknown): SQL {
  const value = given !== undefined ? given : (column.default ?? column.defaultFn?.() ?? column.onUpdateFn?.());
  if (value === undefined || value === null) return sql`null`;
  return is(value, SQL) ? value : sql`${sql.param(value, column)}`;
}

/**
 * `insert into table (every column) select <row> where <condition>`: the column list and the
 * values follow the table's column order, as drizzle writes an insert from a select.
 * SQLite needs the WHERE here anyway: it tells an upsert's ON from a join's.
 */
export function insertWhere<T extends SQLiteTable>(db: Db, table: T, row: InferInsertModel<T>, condition: SQL) {
  const given = row as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(([, column]) => column.generated === undefined);
  const values = columns.map(([key, column]) => valueOf(column, given[key]));
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

/** An id that `deleted` (a table of deleted ids with their job) does not list for this job: a retried upload cannot bring it back. */
export function neverDeleted(deleted: SQLiteTable & { id: Column; jobId: Column }, id: string, jobId: string): SQL {
  return sql`not exists (select 1 from ${deleted} where ${deleted.id} = ${id} and ${deleted.jobId} = ${jobId})`;
}

/** Room for one more row: fewer than `max` rows match `scope` (a where clause over `table`). */
export function hasRoom(table: SQLiteTable, scope: SQL, max: number): SQL {
  return sql`(select count(*) from ${table} where ${scope}) < ${max}`;
}
