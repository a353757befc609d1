/** Whether the device stored the changes waiting to sync when last asked: when it refuses (a full storage), they live only in this page. */
import { useSyncExternalStore } from "react";

let kept = true;
const listeners = new Set<() => void>();

export const writesKeptOnDevice = () => kept;

/** Told after each save of the waiting changes, with how many there were; none waiting is nothing lost. */
export function writesSaved(stored: boolean, count: number) {
  const next = stored || count === 0;
  if (next === kept) return;
  kept = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useWritesKeptOnDevice = () => useSyncExternalStore(subscribe, writesKeptOnDevice);
