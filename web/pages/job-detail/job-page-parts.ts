import { lazy } from "react";
import { preloadVinylUsedDialog } from "../../features/estimates/vinyl-used-dialog-lazy";
import { loadWritePreviews } from "../../api/queued-write";
import { lazyExport, lazyPage, whenShown } from "../../components/lazy-page";
import { preloadConfirmPanel } from "../../components/ui/confirm-dialog";
import { preloadDialogPanel } from "../../components/ui/dialog";
import type { JobTab } from "../../../shared/job-tabs";

export type { JobTab };

export const JOB_TABS: readonly { value: JobTab; label: string }[] = [
  { value: "overview", label: "Overview" },
  { value: "wrapulator", label: "Wrapulator" },
  { value: "photos", label: "Photos" },
  { value: "measurements", label: "Measurements" },
  { value: "notes", label: "Notes" },
  { value: "files", label: "Files" },
  { value: "backup", label: "Backup & Share" },
];

/** The tab a job page's address names after its #, or the overview. */
export function jobTabOf(hash: string): JobTab {
  const name = hash.replace(/^#/, "");
  return JOB_TABS.find((tab) => tab.value === name)?.value ?? "overview";
}

/**
 * Each tab of a job's page is its own chunk, as are its dialogs, so a start runs only the open tab's code and not
 * the others' forms, schemas and icons (all of them together were one 40-70 ms task, unthrottled). The open tab's
 * chunk is asked for beside the page's. The rest but the Wrapulator must be on the phone before the signal goes,
 * since the service worker may not hold the app yet: a start's HTML holds them as modulepreloads the page fetches
 * (not runs) once shown (`parts` in vite.config.ts, `fetchPartsOnceShown`), and a page opened from another screen
 * loads them once it is shown.
 */
export const JOB_TAB_PANELS = {
  overview: lazyExport(() => import("./overview-tab"), "OverviewTab"),
  wrapulator: lazyPage(() => import("../../features/wrapulator/wrapulator-tab")),
  photos: lazyExport(() => import("../../features/photos/photos-tab"), "PhotosTab"),
  measurements: lazyExport(() => import("../../features/measurements/measurements-tab"), "MeasurementsTab"),
  notes: lazyExport(() => import("../../features/notes/notes-tab"), "NotesTab"),
  files: lazyExport(() => import("../../features/files/files-tab"), "FilesTab"),
  backup: lazyExport(() => import("./backup-share-tab"), "BackupShareTab"),
} satisfies Record<JobTab, { preload: () => void }>;

/** Shown on the page of a job that is gone, with the uploads for it still on the phone; React's own lazy, as a load that fails should say nothing (the page has said what matters). */
export const StrandedUploads = lazy(() => import("../../features/sync/stranded-uploads").then((module) => ({ default: module.StrandedUploads })));

export const EditJobDialog = whenShown(lazyExport(() => import("../../features/jobs/edit-job-dialog"), "EditJobDialog"));

/**
 * Loads every tab's and dialog's code but the Wrapulator's (it decodes VINs online), and what the page's queued
 * writes show while they wait, so the page works on when the signal goes; the header's Edit job first.
 */
export function loadJobPageParts() {
  void EditJobDialog.preload();
  void preloadDialogPanel();
  void preloadConfirmPanel();
  for (const [tab, panel] of Object.entries(JOB_TAB_PANELS)) if (tab !== "wrapulator") void panel.preload();
  void preloadVinylUsedDialog();
  void loadWritePreviews();
}
