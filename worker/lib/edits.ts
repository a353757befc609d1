/**
 * Edits say what they changed from: a PATCH carries the changed fields and, in `base`, the values
 * they had when the user started editing. A field changed meanwhile by someone else to another
 * value is a conflict; fields nobody else touched are applied. Writes are compare-and-set on the
 * row's revision, so an attempt that lost a race reads again and merges once more.
 */
import type { Job } from "../../shared/schemas/job";
import type { Estimate } from "../../shared/schemas/estimate";
import type { Measurement } from "../../shared/schemas/measurement";
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

export function editConflict(fields: string[], current: Job | Measurement | Estimate): AppError {
  return new AppError("edit_conflict", `Changed by someone else meanwhile: ${fields.join(", ")}. Check the current values and save again.`, {}, { fields, current });
}

const ATTEMPTS = 4;

/** Runs a read-merge-write attempt until it is not overtaken by another write (null means overtaken). */
export async function untilWritten<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const result = await attempt();
    if (result !== null) return result;
  }
  throw new AppError("conflict", "This record is being changed by someone else right now. Try again.");
}

/** A fresh revision for a compare-and-set write; random so that a later statement can tell its own write apart. */
export function newRevision(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0]! & 0x7fffffff) + 2;
}
