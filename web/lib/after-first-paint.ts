import { startTransition, useEffect, useState } from "react";

/**
 * False for a component's first render, true from a task after the browser has painted it: a screen drawn in two
 * parts costs the phone two shorter tasks instead of one long one, in which it could not answer a tap. The second
 * part renders as a transition, in slices the browser can interrupt.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
