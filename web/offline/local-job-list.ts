/** The dashboard without signal: the jobs kept on this device, filtered and ordered as the server would. */
import { normaliseJobStatus } from "../../shared/domain/job-status";
import { jobSearchText, searchTextMatches } from "../../shared/domain/text-fold";
import type { Job } from "../../shared/schemas/job";
import { byCodeUnits } from "../../shared/domain/text-order";

export type LocalFilter = { status: string; search: string };

export function matchesFilter(job: Job, { status, search }: LocalFilter): boolean {
  const wanted = status === "all" ? null : normaliseJobStatus(status);
  return (!wanted || job.status === wanted) && searchTextMatches(jobSearchText(job), search);
}

/** Newest first, as the server lists them. */
export function localJobList(jobs: Job[], filter: LocalFilter): Job[] {
  return jobs
    .filter((job) => matchesFilter(job, filter))
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt) || byCodeUnits(b.id, a.id));
}
