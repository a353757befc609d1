import { useState } from "react";

/**
 * A form over saved values that holds only what the user typed: an untouched field follows the saved value when a
 * fresher copy arrives (another device's change, the answer after a start from the kept cache), so saving sends the
 * fields the user changed and never an old value back over a newer one. The saved values may depend on what is typed
 * (a size shown in the unit picked in the same form).
 */
export function useEditedDraft<Draft extends Record<string, string>>(savedFor: Draft | ((edits: Partial<Draft>) => Draft)) {
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const saved = typeof savedFor === "function" ? savedFor(edits) : savedFor;
  const draft: Draft = { ...saved, ...edits };
  const changed = (Object.keys(saved) as (keyof Draft & string)[]).filter((field) => edits[field] !== undefined && edits[field] !== saved[field]);
  const edit = (field: keyof Draft, value: string) => setEdits((current) => ({ ...current, [field]: value }));
  return { draft, changed, edit, clearEdits: () => setEdits({}) };
}
