import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from "../../../shared/constants";
import { cn } from "../../lib/cn";
import type { ToastItem } from "./toast-store";
import { useSwipeRight } from "./use-swipe-right";

const ANNOUNCED_FOR_MS = 1000;

/** Counts down the display time while nothing holds it and the window is not behind others. */
function useCloseTimer(held: boolean, onClose: () => void) {
  const remaining = useRef(TOAST_DURATION_MS);
  const [windowAway, setWindowAway] = useState(false);
  useEffect(() => {
    const away = () => setWindowAway(true);
    const back = () => setWindowAway(false);
    window.addEventListener("blur", away);
    window.addEventListener("focus", back);
    return () => {
      window.removeEventListener("blur", away);
      window.removeEventListener("focus", back);
    };
  }, []);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const paused = held || windowAway;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

/**
 * Speaks the toast once: a live region put in the page's body a frame after the toast shows (a region that arrives
 * with its text is not read), outside any part an open dialog hides from assistive technology.
 */
function Announcement({ text }: { text: string }) {
  const [ready, setReady] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    const timer = setTimeout(() => setDone(true), ANNOUNCED_FOR_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (done) return null;
  return createPortal(
    <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
      {ready ? `Notification ${text}` : null}
    </div>,
    document.body,
  );
}

/** One toast; `held` (the focus in the list) keeps it from closing by itself, as the pointer on it does. */
export function ToastCard({ item, held, onClose }: { item: ToastItem; held: boolean; onClose: () => void }) {
  const [pointerOn, setPointerOn] = useState(false);
  useCloseTimer(held || pointerOn, onClose);
  const swipe = useSwipeRight(TOAST_SWIPE_THRESHOLD, onClose);
  return (
    <li
      tabIndex={0}
      onPointerEnter={() => setPointerOn(true)}
      onPointerLeave={() => setPointerOn(false)}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      {...swipe.handlers}
      style={{ transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined }}
      className={cn(
        "pointer-events-auto relative flex w-full touch-none select-none items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg",
        swipe.offset === null && "transition-transform",
        item.variant === "destructive"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-card text-card-foreground",
      )}
    >
      <Announcement text={[item.title, item.description].filter(Boolean).join(" ")} />
      <div className="grid gap-1">
        <div className="font-semibold">{item.title}</div>
        {item.description ? <div className="text-sm opacity-90">{item.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onClose}
        className="absolute right-1 top-1 grid h-11 w-11 place-items-center rounded-lg opacity-80 hover:opacity-100"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
    </li>
  );
}
