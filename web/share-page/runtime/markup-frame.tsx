import { type KeyboardEventHandler, type ReactNode, useEffect, useRef } from "react";
import type { MarkupSubject } from "../../components/markup/markup-frame";

type MarkupFrameProps = {
  children: ReactNode;
  subject: MarkupSubject;
  onEscape: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
};

/**
 * `web/components/markup/markup-frame.tsx` on the share page, whose renderer is not React DOM, which Radix's dialog
 * needs: the browser's own modal dialog, full screen and dark, the page behind it inert, Escape handed to the editor.
 */
export function MarkupFrame({ children, subject, onEscape, onKeyDown }: MarkupFrameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const element = dialog.current!;
    const cancel = (event: Event) => {
      event.preventDefault();
      escape.current();
    };
    element.addEventListener("cancel", cancel);
    element.showModal();
    return () => {
      element.removeEventListener("cancel", cancel);
      element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={`Markup ${subject}`}
      onKeyDown={onKeyDown}
      className="dark fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-slate-950 p-0 text-slate-100 outline-none open:flex backdrop:bg-slate-950"
    >
      <h2 className="sr-only">Markup {subject}</h2>
      {children}
    </dialog>
  );
}
