import { useSyncExternalStore } from "react";
import type { Job } from "../../../shared/schemas/job";
import { onUserDataWipe } from "../../lib/user-storage";

type NewJobState = { open: boolean; afterCreate: ((job: Pick<Job, "id">) => void) | null };

let state: NewJobState = { open: false, afterCreate: null };
const listeners = new Set<() => void>();

function set(next: NewJobState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openNewJob() {
  set({ open: true, afterCreate: null });
}

/** Opens the dialog and hands the created job on, as the Measure flow does to measure it next. */
export function openNewJobThen(afterCreate: (job: Pick<Job, "id">) => void) {
  set({ open: true, afterCreate });
}

export function closeNewJob() {
  set({ open: false, afterCreate: null });
}

onUserDataWipe(closeNewJob);

export function useNewJob(): NewJobState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
