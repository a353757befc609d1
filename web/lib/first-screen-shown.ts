import { useSyncExternalStore } from "react";

/**
 * Whether the app's first screen has been shown (its page said so, see `fetchPartsOnceShown`, or SHOWN_AT_LATEST_MS
 * passed): what no first screen needs (the upload outboxes, the install offer, tooltips) waits for it, so it does not
 * share a weak signal and the phone's CPU with the screen's own code and data.
 */
export const SHOWN_AT_LATEST_MS = 5_000;

let shown = false;
const waiting = new Set<() => void>();

export function markFirstScreenShown() {
  if (shown) return;
  shown = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Runs `run` once the first screen has been shown (at once if it has); the answer cancels a run still waiting. */
export function whenFirstScreenShown(run: () => void): () => void {
  if (shown) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(
    (changed) => whenFirstScreenShown(changed),
    () => shown,
    () => false,
  );
}

setTimeout(markFirstScreenShown, SHOWN_AT_LATEST_MS);
