import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useBackCloses } from "../../lib/back-closes";
import { cn } from "../../lib/cn";
import { returnFocus } from "./return-focus";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: "md" | "lg" | "xl";
  /** Asked before Back, Escape, the close button or a tap outside closes it: false keeps it open (something would be lost). */
  confirmClose?: () => boolean;
};

const WIDTHS = { md: "md:max-w-lg", lg: "md:max-w-2xl", xl: "md:max-w-5xl" } as const;

/** Full-screen sheet on phones, a centred panel on larger screens; the footer stays in reach. Closed, it gives the focus back to what opened it. */
export function DialogPanel({ open, onOpenChange, title, description, children, footer, size = "md", confirmClose }: DialogProps) {
  const [opener] = useState(() => document.activeElement);
  const requestClose = () => {
    if (confirmClose && !confirmClose()) return false;
    onOpenChange(false);
    return true;
  };
  useBackCloses(requestClose);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => returnFocus(opener, event)}
          className={cn(
            "fixed inset-0 z-50 flex flex-col bg-card text-card-foreground shadow-xl outline-none md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[90dvh] md:w-[calc(100%-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:border md:border-border",
            WIDTHS[size],
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-3">
            <div>
              <DialogPrimitive.Title className="text-xl font-bold">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close aria-label="Close" className="-mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg hover:bg-muted">
              <X aria-hidden className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-border px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
