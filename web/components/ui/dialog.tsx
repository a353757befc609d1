import { lazyExport, whenOpen } from "../lazy-page";

const DialogPanel = lazyExport(() => import("./dialog-panel"), "DialogPanel");

/** Loads its code ahead of the first open, after which it opens at once. */
export const preloadDialogPanel = DialogPanel.preload;

/**
 * A dialog whose code (Radix's focus trap, scroll lock and portal) comes in when it first opens, not with every
 * screen that has one; a page's HTML fetches it once the page is shown (vite.config.ts). Closed, it renders nothing.
 */
export const Dialog = whenOpen(DialogPanel);
