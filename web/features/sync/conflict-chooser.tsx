import { useId, useState } from "react";
import type { QueuedWrite } from "../../api/pending-changes";
import { Button } from "../../components/ui/button";
import { type EditRequest, type FieldChoice, TIED_FIELDS, resolvedEdit } from "../../offline/conflict-merge";
import { fieldLabel, unitOf, valueText } from "./write-text";

type Conflict = { fields: string[]; current: Record<string, unknown> };

/**
 * Someone else changed the same fields meanwhile: for each, keep theirs or mine. Fields changed on one side only are
 * kept without asking. `onResolve` gets the edit to send, or null when every field is kept as theirs.
 */
export function ConflictChooser({ edit, kind, conflict, onResolve }: { edit: EditRequest; kind: QueuedWrite["kind"]; conflict: Conflict; onResolve: (next: EditRequest | null) => void }) {
  const fields = conflict.fields.filter((field) => field in edit.patch && !(TIED_FIELDS[field] && conflict.fields.includes(TIED_FIELDS[field])));
  const units = { theirs: unitOf(conflict.current), mine: unitOf(edit.patch) };
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const choose = (field: string, choice: FieldChoice) => setChoices((current) => ({ ...current, [field]: choice }));
  const answered = fields.every((field) => choices[field]);
  const name = useId();
  return (
    <div className="space-y-3">
      <p className="text-sm">Changed on another device too. Choose which value to keep:</p>
      {fields.map((field) => (
        <fieldset key={field} className="rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{fieldLabel(kind, field)}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(["theirs", "mine"] as const).map((side) => (
              <label key={side} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-accent">
                <input type="radio" name={`${name}-${field}`} checked={choices[field] === side} onChange={() => choose(field, side)} />
                <span className="min-w-0">
                  <span className="block text-xs text-muted-foreground">{side === "theirs" ? "Keep theirs" : "Keep mine"}</span>
                  <span className="block break-words font-medium">{valueText(kind, field, side === "theirs" ? conflict.current[field] : edit.patch[field], units[side])}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button disabled={!answered} onClick={() => onResolve(resolvedEdit(edit, conflict, choices))}>
        Save my choices
      </Button>
    </div>
  );
}
