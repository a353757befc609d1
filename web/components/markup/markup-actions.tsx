import { Check, Download, Maximize, Redo2, Trash2, Undo2, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";

type MarkupActionsProps = {
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  busy: boolean;
  saving: boolean;
  onClose: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onFit: () => void;
  onDownload: () => void;
  onSave: () => void;
};

function IconButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" className="shrink-0" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The top bar: leave, step through history, clear, fit, download and save. Icon buttons, side by side, and a Save without its icon keep it to one row on a 360 px phone. */
export function MarkupActions(props: MarkupActionsProps) {
  const { canUndo, canRedo, canClear, busy, saving } = props;
  return (
    <div className="flex items-center border-b border-border bg-card px-1 pt-[env(safe-area-inset-top)] sm:gap-2 sm:px-2">
      <IconButton label="Close" onClick={props.onClose}>
        <X aria-hidden className="h-6 w-6" />
      </IconButton>
      <IconButton label="Undo" disabled={!canUndo} onClick={props.onUndo}>
        <Undo2 aria-hidden className="h-5 w-5" />
      </IconButton>
      <IconButton label="Redo" disabled={!canRedo} onClick={props.onRedo}>
        <Redo2 aria-hidden className="h-5 w-5" />
      </IconButton>
      <IconButton label="Clear All" disabled={!canClear} onClick={props.onClear}>
        <Trash2 aria-hidden className="h-5 w-5" />
      </IconButton>
      <IconButton label="Fit to screen" onClick={props.onFit}>
        <Maximize aria-hidden className="h-5 w-5" />
      </IconButton>
      <IconButton label="Download" disabled={busy} onClick={props.onDownload}>
        <Download aria-hidden className="h-5 w-5" />
      </IconButton>
      <Button className="ml-auto my-1 shrink-0 px-3" disabled={busy || saving} onClick={props.onSave}>
        <Check aria-hidden className="hidden h-5 w-5 sm:block" />
        {saving ? "Saving…" : "Save"}
      </Button>
    </div>
  );
}
