/**
 * The merge rule for an edit that met someone else's: fields changed on one side only merge by
 * themselves (the server applies them); for each field changed on both sides the user keeps
 * theirs or mine. Keeping mine sends the value again against the one now stored, so it is no
 * longer a conflict; keeping theirs leaves the field out of the edit.
 */
export type FieldChoice = "mine" | "theirs";

export type EditRequest = { patch: Record<string, unknown>; base: Record<string, unknown> };

/** The edit to send with the user's choices, or null when nothing is left to send. Unanswered fields keep theirs. */
export function resolvedEdit(
  { patch, base }: EditRequest,
  conflict: { fields: string[]; current: Record<string, unknown> },
  choices: Record<string, FieldChoice>,
): EditRequest | null {
  const nextPatch: Record<string, unknown> = {};
  const nextBase: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (!conflict.fields.includes(field)) {
      nextPatch[field] = value;
      if (field in base) nextBase[field] = base[field];
    } else if (choices[field] === "mine") {
      nextPatch[field] = value;
      nextBase[field] = conflict.current[field] ?? null;
    }
  }
  return Object.keys(nextPatch).length ? { patch: nextPatch, base: nextBase } : null;
}
