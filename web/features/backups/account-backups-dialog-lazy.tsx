import { lazyExport, whenOpen } from "../../components/lazy-page";

/** The account's backups, from the account menu or settings; its code comes in when it first opens. */
export const LazyAccountBackupsDialog = whenOpen(lazyExport(() => import("./account-backups-dialog"), "AccountBackupsDialog"));
