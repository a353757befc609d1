import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { KeyboardEventHandler, ReactNode } from "react";

type MarkupFrameProps = {
  children: ReactNode;
  onEscape: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
};

/** The full-screen modal the editor lives in; dark in both themes so the photo's colours read true. */
export function MarkupFrame({ children, onEscape, onKeyDown }: MarkupFrameProps) {
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-label="Markup photo"
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
          <DialogPrimitive.Title className="sr-only">Markup photo</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
