/**
 * The merge rule for an edit that met someone else's: fields changed on one side only merge by
 * themselves (the server applies them); for each field changed on both sides the user keeps
 * theirs or mine. Keeping mine sends the value again against the one now stored, so it is no
 * longer a conflict; keeping theirs leaves the field out of the edit.
 */
import { typedInches } from "../../shared/domain/measurement-area";
import { LENGTH_UNITS, type LengthUnit } from "../../shared/domain/units";

export type FieldChoice = "mine" | "theirs";

export type EditRequest = { patch: Record<string, unknown>; base: Record<string, unknown> };

/** Fields that only mean something with another: a total's source goes with the total. */
export const TIED_FIELDS: Readonly<Record<string, string>> = { totalSquareFeetSource: "totalSquareFeet" };

const LENGTHS = ["width", "height", "length"];

const isUnit = (value: unknown): value is LengthUnit => LENGTH_UNITS.includes(value as LengthUnit);

/** Lengths typed in `unit`, as the inches the server reads a length sent without a unit as. */
function inInches(patch: Record<string, unknown>, unit: LengthUnit): Record<string, unknown> {
  const lengths = LENGTHS.filter((field) => typeof patch[field] === "string" && typedInches(patch[field], unit) > 0);
  return { ...patch, ...Object.fromEntries(lengths.map((field) => [field, String(typedInches(String(patch[field]), unit))])) };
}

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
    } else if (choices[TIED_FIELDS[field] ?? field] === "mine") {
      nextPatch[field] = value;
      nextBase[field] = conflict.current[field] ?? null;
    }
  }
  const unitLeftOut = isUnit(patch.unit) && !("unit" in nextPatch);
  const resolved = unitLeftOut ? inInches(nextPatch, patch.unit as LengthUnit) : nextPatch;
  return Object.keys(resolved).length ? { patch: resolved, base: nextBase } : null;
}
