import { type PointerEvent, useRef, useState } from "react";

const START_AFTER_PX = { touch: 10, other: 2 };

/**
 * A drag to the right that follows the finger and, let go past `threshold`, calls `onSwiped`; short of it, the
 * element springs back. A drag that sets off more down than right is left to the page, as a scroll.
 */
export function useSwipeRight(threshold: number, onSwiped: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef<number | null>(null);
  const [offset, setOffset] = useState<number | null>(null);
  const follow = (value: number | null) => {
    moved.current = value;
    setOffset(value);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    const swiped = moved.current;
    start.current = null;
    follow(null);
    if (swiped !== null && swiped > threshold) onSwiped();
  };
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button === 0) start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      const x = event.clientX - start.current.x;
      const y = event.clientY - start.current.y;
      if (moved.current !== null) return follow(Math.max(0, x));
      const after = event.pointerType === "touch" ? START_AFTER_PX.touch : START_AFTER_PX.other;
      if (x > after && x > Math.abs(y)) {
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(x);
      } else if (Math.abs(x) > after || Math.abs(y) > after) {
        start.current = null;
      }
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
  return { offset, handlers };
}
