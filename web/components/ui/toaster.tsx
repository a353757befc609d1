import { useEffect, useRef, useState } from "react";
import { TOAST_HOTKEY } from "../../../shared/constants";
import { ToastCard } from "./toast-card";
import { dismissToast, useToasts } from "./toast-store";

const HOTKEY_LABEL = TOAST_HOTKEY.join("+");

/**
 * The toast list. It stops pointer-downs from reaching the document, where an open dialog would take a tap on a
 * toast for a tap outside itself and close. While the focus is in the list (F8 takes it there), no toast closes by
 * itself; one closed with the focus in it leaves the focus on the list.
 */
export function Toaster() {
  const toasts = useToasts();
  const list = useRef<HTMLOListElement>(null);
  const [focusIn, setFocusIn] = useState(false);
  useEffect(() => {
    const focusList = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => event.code === key)) list.current?.focus();
    };
    document.addEventListener("keydown", focusList);
    return () => document.removeEventListener("keydown", focusList);
  }, []);
  const close = (id: number) => {
    if (list.current?.contains(document.activeElement)) list.current.focus();
    dismissToast(id);
  };
  return (
    <div
      role="region"
      aria-label={`Notifications (${HOTKEY_LABEL})`}
      onPointerDown={(event) => event.stopPropagation()}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocusIn(false)}
    >
      <ol
        ref={list}
        tabIndex={-1}
        className="toast-viewport pointer-events-none fixed inset-x-0 bottom-[calc(var(--toast-clearance,0px)+env(safe-area-inset-bottom))] z-[100] mx-auto flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:left-auto sm:right-0 sm:max-w-md"
      >
        {toasts.map((item) => (item.open ? <ToastCard key={item.id} item={item} held={focusIn} onClose={() => close(item.id)} /> : null))}
      </ol>
    </div>
  );
}
