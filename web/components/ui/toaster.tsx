import { useEffect, useRef, useState } from "react";
import { TOAST_HOTKEY } from "../../../shared/constants";
import { type ClosedBy, ToastCard } from "./toast-card";
import { dismissToast, useToasts } from "./toast-store";

const MODIFIERS = ["altKey", "ctrlKey", "metaKey", "shiftKey"] as const;
const isModifier = (key: string): key is (typeof MODIFIERS)[number] => (MODIFIERS as readonly string[]).includes(key);
const hotkeyPressed = (event: KeyboardEvent) => TOAST_HOTKEY.every((key) => (isModifier(key) ? event[key] : event.code === key));
const HOTKEY_LABEL = TOAST_HOTKEY.join("+").replace(/Key/g, "").replace(/Digit/g, "");

/**
 * The toast list. It stops pointer-downs from reaching the document, where an open dialog would take a tap on a
 * toast for a tap outside itself and close. The hotkey takes the focus to the newest toast; while the focus is in the
 * list, no toast closes by itself. A toast closed from the keyboard, or going with the focus in it, leaves the focus on
 * the list; one closed with a pointer hands it back to the page.
 */
export function Toaster() {
  const toasts = useToasts();
  const list = useRef<HTMLOListElement>(null);
  const [focusIn, setFocusIn] = useState(false);
  useEffect(() => {
    const focusList = (event: KeyboardEvent) => {
      if (!hotkeyPressed(event)) return;
      const newest = list.current?.querySelector("li");
      (newest ?? list.current)?.focus();
    };
    document.addEventListener("keydown", focusList);
    return () => document.removeEventListener("keydown", focusList);
  }, []);
  const close = (id: number, by: ClosedBy) => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && list.current?.contains(focused)) {
      if (by === "keyboard") list.current.focus();
      else focused.blur();
    }
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
        className="toast-viewport pointer-events-none fixed inset-x-0 bottom-[calc(var(--toast-clearance,0px)+env(safe-area-inset-bottom))] z-[100] mx-auto flex max-h-screen w-full flex-col gap-2 p-4 sm:left-auto sm:right-0 sm:max-w-md"
      >
        {toasts.map((item) =>
          item.open ? (
            <ToastCard key={item.id} item={item} held={focusIn} onClose={(by) => close(item.id, by)} onGoneWithFocus={() => list.current?.focus()} />
          ) : null,
        )}
      </ol>
    </div>
  );
}
