import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { preloadConfirmPanel } from "../components/ui/confirm-dialog";
import { preloadDialogPanel } from "../components/ui/dialog";
import { clearToasts } from "../components/ui/toast-store";
import { wipeUserData } from "../lib/user-storage";

// jsdom has <dialog> but not its modal methods; these do what the page relies on (open state, the close event).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom lays nothing out, so it has no ResizeObserver; one that never reports stands in for it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no pointer capture; these keep the element's own record of it, which is all a drag's handlers ask.
if (typeof Element !== "undefined" && !Element.prototype.setPointerCapture) {
  const captured = new WeakMap<Element, Set<number>>();
  const of = (element: Element) => captured.get(element) ?? captured.set(element, new Set()).get(element)!;
  Element.prototype.setPointerCapture = function setPointerCapture(this: Element, id: number) {
    of(this).add(id);
  };
  Element.prototype.releasePointerCapture = function releasePointerCapture(this: Element, id: number) {
    of(this).delete(id);
  };
  Element.prototype.hasPointerCapture = function hasPointerCapture(this: Element, id: number) {
    return of(this).has(id);
  };
}

// A dialog's code comes in when it first opens (components/ui/dialog.tsx); the tests open them as a phone that has it does.
beforeAll(() => Promise.all([preloadDialogPanel(), preloadConfirmPanel()]));

afterEach(() => {
  cleanup();
  clearToasts();
  wipeUserData();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
