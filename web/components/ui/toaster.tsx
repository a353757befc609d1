import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from "../../../shared/constants";
import { cn } from "../../lib/cn";
import { dismissToast, useToasts } from "./toast-store";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-1 top-1 grid h-11 w-11 place-items-center rounded-lg opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="h-5 w-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="toast-viewport pointer-events-none fixed inset-x-0 bottom-[calc(var(--toast-clearance,0px)+env(safe-area-inset-bottom))] z-[100] mx-auto flex max-h-screen w-full flex-col gap-2 p-4 sm:left-auto sm:right-0 sm:max-w-md"
      />
    </ToastPrimitive.Provider>
  );
}
