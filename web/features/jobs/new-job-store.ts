import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();

export function setNewJobOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function openNewJob() {
  setNewJobOpen(true);
}

export function useNewJobOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
