import { lazyExport, whenShown } from "../../components/lazy-page";

/** The vinyl-used question, whose form and schemas load when it is first asked, or by `preloadVinylUsedDialog`. */
export const LazyVinylUsedDialog = whenShown(lazyExport(() => import("./vinyl-used-dialog"), "VinylUsedDialog"));

export const preloadVinylUsedDialog = LazyVinylUsedDialog.preload;
