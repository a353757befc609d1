import { useEffect, useRef } from "react";

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * While `shown` (a viewer, a dialog, the markup tool, or one of them after another), keeps what had the focus when the
 * first of them opened; once none is shown, gives the focus back to it, unless it is gone or something else has the
 * focus. A dialog opened from another that has closed cannot give the focus back itself: what opened it is gone too.
 */
export function useFocusBack(shown: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (shown && !opener.current && typeof document !== "undefined" && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
    opener.current = document.activeElement;
  }
  useEffect(() => {
    if (shown) return;
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const timer = setTimeout(() => {
      if (target.isConnected && focusIsLost()) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [shown]);
}
