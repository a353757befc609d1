import { X } from "lucide-react";
import { useId } from "react";
import { MARKUP_TEXT_MAX } from "../../../shared/constants";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

type TextEntryFormProps = {
  text: string;
  onChange: (text: string) => void;
  onAdd: () => void;
  onCancel: () => void;
};

/** Where the text tool asks for its words; the canvas shows them at the tapped spot as they are typed. */
export function TextEntryForm({ text, onChange, onAdd, onCancel }: TextEntryFormProps) {
  const id = useId();
  return (
    <form
      className="absolute inset-x-2 top-2 z-10 mx-auto flex max-w-lg items-center gap-2 rounded-lg border border-border bg-card/95 p-2 shadow-lg"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <label htmlFor={id} className="shrink-0 text-sm font-semibold">
        Text
      </label>
      <Input
        id={id}
        autoFocus
        autoComplete="off"
        enterKeyHint="done"
        maxLength={MARKUP_TEXT_MAX}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" className="shrink-0">
        Add text
      </Button>
      <Button variant="ghost" size="icon" className="shrink-0" aria-label="Cancel text" onClick={onCancel}>
        <X aria-hidden className="h-5 w-5" />
      </Button>
    </form>
  );
}
