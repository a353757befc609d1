import { useSyncExternalStore } from "react";
import { onUserDataWipe } from "../../lib/user-storage";

type State = { picking: boolean; requestedJobId: string | null };

let state: State = { picking: false, requestedJobId: null };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The Measure button: asks which job first, unless the user is already in one. */
export function startQuickMeasure(currentJobId: string | null) {
  if (currentJobId) set({ requestedJobId: currentJobId });
  else set({ picking: true });
}

export function closeJobPicker() {
  set({ picking: false });
}

/** Opens the Add Measurement dialog on that job's Measurements tab once it is shown. */
export function requestMeasurement(jobId: string) {
  set({ picking: false, requestedJobId: jobId });
}

export function clearMeasurementRequest() {
  set({ requestedJobId: null });
}

onUserDataWipe(() => set({ picking: false, requestedJobId: null }));

export function useJobPickerOpen(): boolean {
  return useSyncExternalStore(subscribe, () => state.picking);
}

export function useRequestedMeasurementJob(): string | null {
  return useSyncExternalStore(subscribe, () => state.requestedJobId);
}
