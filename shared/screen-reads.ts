/**
 * The API reads a signed-in screen asks for first, by the app's path: a signed-in navigation's HTML lists them as
 * preloads, so they arrive while the app's code loads instead of after it. The app's own requests for them
 * (web/api/screen-data.ts, web/pages/job-detail/job-page-data.ts) must use these very URLs, or the browser fetches
 * them a second time.
 */
import { RECENT_JOBS_SHOWN } from "./constants";
import type { JobTab } from "./job-tabs";

const JOB_PATH = /^\/jobs\/([\w-]{1,64})$/;
const jobIdOf = (path: string) => JOB_PATH.exec(path)?.[1];

export function screenReads(path: string): string[] {
  if (path === "/") return ["/api/jobs", "/api/jobs/stats", `/api/jobs?limit=${RECENT_JOBS_SHOWN}`, "/api/team"];
  if (path === "/settings") return ["/api/account", "/api/account/sessions", "/api/account/sign-in-methods", "/api/team"];
  const jobId = jobIdOf(path);
  return jobId ? [`/api/jobs/${jobId}`] : [];
}

/**
 * What each tab of the job page at `path` reads first beside the job, for the page to preload the open one's (the
 * server cannot see the tab, which is after the #); null for another path. Share links and backups wait for the job
 * to say the user has full access, so the backup tab preloads none.
 */
export function jobTabReads(path: string): Record<JobTab, string[]> | null {
  const jobId = jobIdOf(path);
  if (!jobId) return null;
  const job = `/api/jobs/${jobId}`;
  return {
    overview: [`${job}/photos`, `${job}/estimates`, "/api/account"],
    wrapulator: [`${job}/measurements`, `${job}/estimates`, "/api/account"],
    photos: [`${job}/photos`],
    measurements: [`${job}/measurements`, "/api/account"],
    notes: [`${job}/notes`, `${job}/voice-notes`],
    files: [`${job}/files`],
    backup: [],
  };
}
