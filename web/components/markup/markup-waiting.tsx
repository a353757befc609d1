import { LoaderCircle, X } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useBackCloses } from "../../lib/back-closes";
import { Button } from "../ui/button";
import type { MarkupSubject } from "./markup-frame";

type MarkupWaitingProps = { subject: MarkupSubject; onClose: () => void; children: ReactNode };

/**
 * The markup tool's full screen before it can be used: what it waits for (or why it cannot open), with Close and
 * Escape as a way out. Plain markup rather than the editor's dialog, so a photos tab carries no dialog code for it.
 */
export function MarkupWaiting({ subject, onClose, children }: MarkupWaitingProps) {
  useBackCloses(() => {
    onClose();
    return true;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div role="dialog" aria-modal="true" aria-label={`Markup ${subject}`} className="dark fixed inset-0 z-50 flex flex-col bg-slate-950 text-slate-100">
      <div className="flex items-center border-b border-border bg-card px-1 pt-[env(safe-area-inset-top)]">
        <Button variant="ghost" size="icon" aria-label="Close" autoFocus onClick={onClose}>
          <X aria-hidden className="h-6 w-6" />
        </Button>
      </div>
      <div className="grid flex-1 place-items-center p-6 text-center">{children}</div>
    </div>
  );
}

/** What the markup tool waits for, said as it waits; spinning unless it waits for something that may take long (a signal). */
export function MarkupStatus({ text, spinning = true }: { text: string; spinning?: boolean }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-300">
      {spinning ? <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" /> : null}
      {text}
    </p>
  );
}
