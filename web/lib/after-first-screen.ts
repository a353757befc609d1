const FIRST_SCREEN_MS = 2_000;
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `task` once the first screen has had its turn: after a short wait, in the browser's next idle
 * period (or after IDLE_TIMEOUT_MS at the latest; Safari has no requestIdleCallback and runs it then).
 * Returns a cancel function.
 */
export function afterFirstScreen(task: () => void): () => void {
  let idle: number | null = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else task();
  }, FIRST_SCREEN_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== null) cancelIdleCallback(idle);
  };
}
