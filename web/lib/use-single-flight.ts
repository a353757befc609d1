import { useRef } from "react";

/**
 * Runs an async action at most once at a time. A mutation's isPending only changes on the next
 * render, so a double tap would otherwise send twice.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
