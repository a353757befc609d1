/** A job page's tabs, each named by the # of its address; the overview opens when none or another is named. */
export const JOB_TAB_NAMES = ["overview", "wrapulator", "photos", "measurements", "notes", "files", "backup"] as const;
export type JobTab = (typeof JOB_TAB_NAMES)[number];
