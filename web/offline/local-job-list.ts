/** The dashboard without signal: the jobs kept on this device, filtered and ordered as the server would. */
import { normaliseJobStatus } from "../../shared/domain/job-status";
import type { Job } from "../../shared/schemas/job";
import { byCodeUnits } from "../../shared/domain/text-order";

export type LocalFilter = { status: string; search: string };
/** Whether a job holds every word of a search, as the server matches them (loaded once a search is typed: see search-match.ts). */
export type SearchMatch = (job: Job, search: string) => boolean;

/** A job the filter shows; with a search typed and its matching not loaded yet, none, until it is and the list renders again. */
export function matchesFilter(job: Job, { status, search }: LocalFilter, match: SearchMatch | null): boolean {
  const wanted = status === "all" ? null : normaliseJobStatus(status);
  if (wanted && job.status !== wanted) return false;
  if (!search.trim()) return true;
  return match !== null && match(job, search);
}

/** Newest first, as the server lists them. */
export function localJobList(jobs: Job[], filter: LocalFilter, match: SearchMatch | null): Job[] {
  return jobs
    .filter((job) => matchesFilter(job, filter, match))
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt) || byCodeUnits(b.id, a.id));
}
