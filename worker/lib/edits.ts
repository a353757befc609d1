/**
 * Edits say what they changed from: a PATCH carries the changed fields and, in `base`, the values
 * they had when the user started editing. A field changed meanwhile by someone else to another
 * value is a conflict; fields nobody else touched are applied. Writes are compare-and-set on the
 * fields the edit depends on (worker/db/queries/field-guard.ts), not on the whole row, so edits of
 * different fields never overtake each other; an attempt overtaken on one of its own fields reads
 * again and decides once more (applied, or an edit_conflict).
 */
import type { EditConflictBody } from "../../shared/errors";
import { AppError } from "./errors";

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedFields(patch: Record<string, unknown>): string[] {
  return Object.keys(patch).filter((key) => patch[key] !== undefined);
}

export function conflictingFields<T extends Record<string, unknown>>(
  base: Record<string, unknown> | undefined,
  current: T,
  next: T,
  changed: string[],
): string[] {
  if (!base) return [];
  return changed.filter((field) => field in base && !sameValue(base[field], current[field]) && !sameValue(next[field], current[field]));
}

/** The 409 a PATCH answers with itself (not thrown), so that its client sees `current` typed as the route's record. */
export function editConflict<T>(requestId: string, fields: string[], current: T): { conflict: EditConflictBody<T> } {
  const message = `Changed by someone else meanwhile: ${fields.join(", ")}. Check the current values and save again.`;
  return { conflict: { code: "edit_conflict", message, requestId, fields, current } };
}

/** The changed fields the edit was checked against: those it gave an earlier value for. */
export function checkedFields(base: Record<string, unknown> | undefined, changed: string[]): string[] {
  return base ? changed.filter((field) => field in base) : [];
}

const ATTEMPTS = 8;
const BACKOFF_MS = 4;

/** Random, growing pauses, so writers that met on one field do not meet again in lockstep. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_MS * 2 ** attempt));

/** Runs a read-merge-write attempt until it is not overtaken by another write on a field it depends on (null means overtaken). */
export async function untilWritten<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const result = await attempt();
    if (result !== null) return result;
    if (i + 1 < ATTEMPTS) await backoff(i);
  }
  throw new AppError("conflict", "This record is being changed by someone else right now. Try again.");
}

/** A fresh revision for a compare-and-set write; random so that a later statement can tell its own write apart. */
export function newRevision(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0]! & 0x7fffffff) + 2;
}
