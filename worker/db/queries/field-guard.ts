/**
 * Field-level compare-and-set: an edit's UPDATE carries, in its WHERE, only the columns whose read
 * values the write depends on (fields checked against `base`, inputs of what it derives), so edits
 * of unrelated fields of one row never make each other fail.
 */
import { type SQL, and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** Each named column still holds the value it had in `row` (null-safe; a row read without that column is a bug); true when no column is named. */
export function stillAsRead<T extends SQLiteTable>(table: T, row: Partial<T["$inferSelect"]>, keys: Iterable<string>): SQL {
  const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
  const conditions = [...new Set(keys)].map((key) => {
    const column = columns[key];
    if (!column || !(key in row)) throw new Error(`No column ${key} in the row read`);
    const value = (row as Record<string, unknown>)[key];
    return value === null || value === undefined ? isNull(column) : eq(column, value);
  });
  return and(sql`1`, ...conditions)!;
}

/** The columns a write must find unchanged: the checked fields, and for each changed field the other inputs of what it affects. */
export function dependencies(changed: readonly string[], checked: readonly string[], inputs: Record<string, readonly string[]>): string[] {
  const others = changed.flatMap((field) => inputs[field] ?? []).filter((field) => !changed.includes(field));
  return [...new Set([...checked, ...others])];
}
