import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { useBackCloses } from "../../lib/back-closes";
import { useSingleFlight } from "../../lib/use-single-flight";
import { buttonClasses } from "./button";
import { returnFocus } from "./return-focus";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  /** A promise it returns holds the button until it settles, so a double tap confirms once. */
  onConfirm: () => unknown;
};

/** Where the focus goes when what opened a confirmation went with what it confirmed (a deleted card): the page's heading. */
function focusPageHeading() {
  const heading = document.querySelector("main h1");
  if (!(heading instanceof HTMLElement)) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

export function ConfirmPanel({ open, onOpenChange, title, description, confirmLabel, pending, onConfirm }: ConfirmDialogProps) {
  const [opener] = useState(() => document.activeElement);
  useBackCloses(() => {
    onOpenChange(false);
    return true;
  });
  const confirm = useSingleFlight(async () => {
    await onConfirm();
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => returnFocus(opener, event, focusPageHeading)}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted-foreground">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses("destructive")}
              disabled={pending}
              onClick={() => void confirm().catch(() => undefined)}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
