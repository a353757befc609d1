/**
 * The API reads a signed-in screen asks for first, by the app's path: a signed-in navigation's HTML lists them as
 * preloads, so they arrive while the app's code loads instead of after it. The app's own requests for them
 * (web/api/screen-data.ts) must use these very URLs, or the browser fetches them a second time.
 */
import { RECENT_JOBS_SHOWN } from "./constants";

const JOB_PATH = /^\/jobs\/([\w-]{1,64})$/;

export function screenReads(path: string): string[] {
  if (path === "/") return ["/api/jobs", "/api/jobs/stats", `/api/jobs?limit=${RECENT_JOBS_SHOWN}`, "/api/team"];
  if (path === "/settings") return ["/api/account", "/api/account/sessions", "/api/account/sign-in-methods", "/api/team"];
  const jobId = JOB_PATH.exec(path)?.[1];
  return jobId ? [`/api/jobs/${jobId}`] : [];
}
