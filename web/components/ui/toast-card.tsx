import { X } from "lucide-react";
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from "../../../shared/constants";
import { cn } from "../../lib/cn";
import type { ToastItem } from "./toast-store";
import { useSwipeRight } from "./use-swipe-right";

const ANNOUNCED_FOR_MS = 1000;

/** How a toast was closed: from the keyboard the focus stays in the list, from a pointer it goes back to the page. */
export type ClosedBy = "keyboard" | "pointer";

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
  const close = useEffectEvent(onClose);
  const paused = held || windowAway;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

/**
 * Speaks the toast once: a live region put in the page's body two frames after the toast shows (a region that
 * arrives with its text is not read), outside any part an open dialog hides from assistive technology.
 */
function Announcement({ text }: { text: string }) {
  const [ready, setReady] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setReady(true));
    });
    const timer = setTimeout(() => setDone(true), ANNOUNCED_FOR_MS);
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
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

type ToastCardProps = {
  item: ToastItem;
  /** The focus is in the list: the toast does not close by itself, as while the pointer is on it. */
  held: boolean;
  onClose: (by: ClosedBy) => void;
  /** The toast is going (replaced, or all closed) with the focus in it. */
  onGoneWithFocus: () => void;
};

/**
 * One toast. A mouse or pen moving on it holds it; one that only finds it under itself (the toast came up where the
 * last tap was) does not, or a toast raised over the button just tapped would never go.
 */
export function ToastCard({ item, held, onClose, onGoneWithFocus }: ToastCardProps) {
  const [pointerOn, setPointerOn] = useState(false);
  const card = useRef<HTMLLIElement>(null);
  useCloseTimer(held || pointerOn, () => onClose("pointer"));
  const swipe = useSwipeRight(TOAST_SWIPE_THRESHOLD, () => onClose("pointer"));
  const { onPointerMove: followSwipe, ...swipeHandlers } = swipe.handlers;
  const goneWithFocus = useEffectEvent(onGoneWithFocus);
  useLayoutEffect(() => {
    const node = card.current;
    return () => {
      if (node?.contains(document.activeElement)) goneWithFocus();
    };
  }, []);
  return (
    <li
      ref={card}
      tabIndex={0}
      onKeyDown={(event) => event.key === "Escape" && onClose("keyboard")}
      {...swipeHandlers}
      onPointerMove={(event) => {
        if (event.pointerType !== "touch") setPointerOn(true);
        followSwipe(event);
      }}
      onPointerLeave={() => setPointerOn(false)}
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
        onClick={(event) => onClose(event.detail === 0 ? "keyboard" : "pointer")}
        className="absolute right-1 top-1 grid h-11 w-11 place-items-center rounded-lg opacity-80 hover:opacity-100"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
    </li>
  );
}
