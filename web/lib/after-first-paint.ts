import { startTransition, useEffect, useState } from "react";

let startPainted = false;

/**
 * False for the first render of the app's first screen, true from a task after the browser has painted it: a start
 * drawn in two parts costs the phone two shorter tasks instead of one long one, in which it could not answer a tap.
 * The second part renders as a transition, in slices the browser can interrupt. Screens opened later, whose code and
 * data are mostly there, render whole at once (no loading flash, and going back finds the page as long as it was). A
 * hidden tab, which paints no frames, goes on after a task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(startPainted);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const goOn = () => {
      timer = setTimeout(() => {
        startPainted = true;
        startTransition(() => setPainted(true));
      });
    };
    if (document.visibilityState === "hidden") goOn();
    else frame = requestAnimationFrame(goOn);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
