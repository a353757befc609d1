import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { KeyboardEventHandler, ReactNode } from "react";

/** What is marked up: a job's photo, or a design a client marks through a share link. */
export type MarkupSubject = "photo" | "design";

type MarkupFrameProps = {
  children: ReactNode;
  subject: MarkupSubject;
  onEscape: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
};

/** The full-screen modal the editor lives in; dark in both themes so the photo's colours read true. */
export function MarkupFrame({ children, subject, onEscape, onKeyDown }: MarkupFrameProps) {
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-label={`Markup ${subject}`}
          aria-modal="true"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onEscape();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onKeyDown={onKeyDown}
          className="dark fixed inset-0 z-50 flex flex-col bg-slate-950 text-slate-100 outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Markup {subject}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
