import { lazyExport, whenOpen } from "../lazy-page";

const ConfirmPanel = lazyExport(() => import("./confirm-panel"), "ConfirmPanel");

/** Loads its code ahead of the first open, after which it opens at once. */
export const preloadConfirmPanel = ConfirmPanel.preload;

/** A question before something that cannot be undone; its code comes in when it first opens, as a dialog's does. */
export const ConfirmDialog = whenOpen(ConfirmPanel);
