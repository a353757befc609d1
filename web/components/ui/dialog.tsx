import { Suspense } from "react";
import { lazyExport } from "../lazy-page";
import type { DialogProps } from "./dialog-panel";

const DialogPanel = lazyExport(() => import("./dialog-panel"), "DialogPanel");

/** Loads its code ahead of the first open, after which it opens at once. */
export const preloadDialogPanel = DialogPanel.preload;

/**
 * A dialog whose code (Radix's focus trap, scroll lock and portal) comes in when it first opens, not with every
 * screen that has one; a page's HTML fetches it once the page is shown (vite.config.ts). Closed, it renders nothing.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} onLoadFailed={() => props.onOpenChange(false)} />
    </Suspense>
  );
}
