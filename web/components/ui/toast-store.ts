/**
 * Toast queue shared by the whole app: at most TOAST_LIMIT visible, newest
 * first; a dismissed toast is kept, closed and not shown, for
 * TOAST_REMOVE_DELAY_MS before it is removed.
 */
import { useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../../shared/constants";

type ToastVariant = "default" | "destructive";
/** `final`: the last word (a 401's "You are logged out"); while it shows, no later toast replaces it. */
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; final?: boolean };
export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** A full-screen tool opening clears the way: no earlier toast may cover its buttons. */
export function dismissAllToasts() {
  for (const item of toasts) if (item.open) dismissToast(item.id);
}

/** Every toast gone at once, with no removal left pending: each test starts from an empty queue. */
export function clearToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}

/** Shows a toast and answers its id, or null when a final toast is showing and this one is dropped. */
export function toast(input: ToastInput): number | null {
  if (toasts.some((item) => item.open && item.final)) return null;
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
