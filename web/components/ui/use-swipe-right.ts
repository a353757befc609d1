import { type PointerEvent, useRef, useState } from "react";

const START_AFTER_PX = { touch: 10, other: 2 };

type Gesture = { pointerId: number; x: number; y: number; moved: number | null };

/**
 * A drag to the right that follows the pointer and, let go past `threshold`, calls `onSwiped`; short of it, or
 * cancelled by the system, the element springs back. A drag that sets off more down than right is not a swipe, and
 * neither is one that starts on a button (a press that drifts would take the button's click). One pointer at a time.
 */
export function useSwipeRight(threshold: number, onSwiped: () => void) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState<number | null>(null);
  const ours = (event: PointerEvent<HTMLElement>) => gesture.current?.pointerId === event.pointerId;
  const stop = (event: PointerEvent<HTMLElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    const swiped = gesture.current?.moved ?? null;
    gesture.current = null;
    setOffset(null);
    return swiped;
  };
  const follow = (current: Gesture, moved: number) => {
    current.moved = moved;
    setOffset(moved);
  };
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (gesture.current || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest("button")) return;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: null };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || !ours(event)) return;
      if (event.buttons === 0) return void stop(event);
      const x = event.clientX - current.x;
      const y = event.clientY - current.y;
      if (current.moved !== null) return follow(current, Math.max(0, x));
      const after = event.pointerType === "touch" ? START_AFTER_PX.touch : START_AFTER_PX.other;
      if (x > after && x > Math.abs(y)) {
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(current, x);
      } else if (Math.abs(x) > after || Math.abs(y) > after) {
        gesture.current = null;
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!ours(event)) return;
      const swiped = stop(event);
      if (swiped !== null && swiped > threshold) onSwiped();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      if (ours(event)) stop(event);
    },
  };
  return { offset, handlers };
}
