/** D1 reports constraint failures as SQLite messages, sometimes wrapped by Drizzle's "Failed query" error. */
export function isConstraintFailure(error: unknown, pattern: RegExp): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (pattern.test(current.message)) return true;
  }
  return false;
}

export const FOREIGN_KEY_FAILED = /FOREIGN KEY constraint failed/;
export const uniqueFailed = (table: string, column: string) => new RegExp(`UNIQUE constraint failed: ${table}\\.${column}\\b`);
