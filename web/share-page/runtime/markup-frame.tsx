import { type KeyboardEventHandler, type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { MarkupSubject } from "../../components/markup/markup-frame";

type MarkupFrameProps = {
  children: ReactNode;
  subject: MarkupSubject;
  onEscape: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
};

/** Keeps a modal dialog open, its focus inside and Escape its editor's, for as long as it is mounted. */
function holdOpen(dialog: HTMLDialogElement, escape: () => void) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    escape();
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    escape();
  };
  const onClose = () => {
    if (dialog.isConnected && !dialog.open) dialog.showModal();
  };
  const refocus = new MutationObserver(() => {
    if (!dialog.contains(document.activeElement)) dialog.focus();
  });
  dialog.addEventListener("keydown", onKeyDown);
  dialog.addEventListener("cancel", onCancel);
  dialog.showModal();
  dialog.addEventListener("close", onClose);
  refocus.observe(dialog, { childList: true, subtree: true });
  return () => {
    refocus.disconnect();
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("cancel", onCancel);
    dialog.removeEventListener("keydown", onKeyDown);
    dialog.close();
  };
}

/**
 * `web/components/markup/markup-frame.tsx` on the share page, whose renderer is not React DOM, which Radix's dialog
 * needs: the browser's own modal dialog, full screen and dark, under the body as Radix's was, so no form around the
 * editor takes its Enter; the page behind it is inert. Escape is the editor's: the browser's own close request
 * (which Chromium stops letting a page refuse after two) is refused, and a dialog the browser closes anyway (a back
 * gesture) opens again; focus lost with a closed part of the editor returns to the dialog, where its shortcuts are.
 */
export function MarkupFrame({ children, subject, onEscape, onKeyDown }: MarkupFrameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => holdOpen(dialog.current!, () => escape.current()), []);
  return createPortal(
    <dialog
      ref={dialog}
      aria-label={`Markup ${subject}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="dark fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-slate-950 p-0 text-slate-100 outline-none open:flex backdrop:bg-slate-950"
    >
      <h2 className="sr-only">Markup {subject}</h2>
      {children}
    </dialog>,
    document.body,
  );
}
