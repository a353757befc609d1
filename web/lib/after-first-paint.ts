import { startTransition, useEffect, useState } from "react";

let startPainted = false;

function usePaintedSince(paintedAlready: boolean, marksStart: boolean): boolean {
  const [painted, setPainted] = useState(paintedAlready);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const goOn = () => {
      timer = setTimeout(() => {
        if (marksStart) startPainted = true;
        startTransition(() => setPainted(true));
      });
    };
    if (document.visibilityState === "hidden") goOn();
    else frame = requestAnimationFrame(goOn);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, marksStart]);
  return painted;
}

/**
 * False for the first render of the app's first screen, true from a task after the browser has painted it: a start
 * drawn in two parts costs the phone two shorter tasks instead of one long one, in which it could not answer a tap.
 * The second part renders as a transition, in slices the browser can interrupt. Screens opened later, whose code and
 * data are mostly there, render whole at once (no loading flash, and going back finds the page as long as it was). A
 * hidden tab, which paints no frames, goes on after a task.
 */
export function useAfterFirstPaint(): boolean {
  return usePaintedSince(startPainted, true);
}

/**
 * False for the component's first render, true from a task after the browser has painted it, wherever it shows: a
 * part it loads then (code, or work below the fold) neither holds its first paint back nor runs inside it. True at
 * once when `needless` (the part is in already), so a screen opened again renders whole, without a loading flash.
 */
export function useAfterOwnPaint(needless = false): boolean {
  return usePaintedSince(needless, false);
}
