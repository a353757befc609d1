import { Suspense } from "react";
import { lazyExport } from "../lazy-page";
import type { ConfirmDialogProps } from "./confirm-panel";

const ConfirmPanel = lazyExport(() => import("./confirm-panel"), "ConfirmPanel");

/** Loads its code ahead of the first open, after which it opens at once. */
export const preloadConfirmPanel = ConfirmPanel.preload;

/** A question before something that cannot be undone; its code comes in when it first opens, as a dialog's does. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPanel {...props} onLoadFailed={() => props.onOpenChange(false)} />
    </Suspense>
  );
}
