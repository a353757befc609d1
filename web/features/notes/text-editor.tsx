import { useId } from "react";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { LengthCount } from "./length-count";

type TextEditorProps = {
  label: string;
  value: string;
  max: number;
  saveLabel: string;
  saving: boolean;
  onChange: (value: string) => void;
  onCancel: () => void;
  onSave: () => void;
};

/** A saved text edited in place: its length counted against the limit (Save held past it), Cancel or Escape to leave. */
export function TextEditor({ label, value, max, saveLabel, saving, onChange, onCancel, onSave }: TextEditorProps) {
  const countId = useId();
  const over = value.length > max;
  return (
    <div className="space-y-2">
      <Textarea
        aria-label={label}
        value={value}
        aria-invalid={over}
        aria-describedby={countId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && onCancel()}
        autoFocus
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <LengthCount id={countId} length={value.length} max={max} />
        <Button variant="outline" className="ml-auto" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={saving || over}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}
