import { type QueryClient, notifyManager } from "@tanstack/react-query";
import { RECENT_JOBS_SHOWN } from "../../shared/constants";
import { accountQuery } from "./account-query";
import { api } from "./client";
import { readJson } from "./http";
import { jobKeys, jobStatsQuery, recentJobsQuery } from "./jobs";
import { measurementKeys } from "./measurements";

/** Jobs put in the cache per task: fifty at once (each compared with what is shown, its screens told) made one long task. */
const JOBS_PER_TASK = 5;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Puts the jobs likely to be opened without signal, their measurements, the dashboard's counts and recent jobs, and
 * the account's defaults in the cache. A job or list that changed on this device after the snapshot was asked for (a
 * write's preview, a fresher answer) is newer than the snapshot and is left as it is.
 */
export async function keepJobsForOffline(queryClient: QueryClient): Promise<number> {
  const asked = Date.now();
  const keep = (key: readonly unknown[], data: unknown) => {
    if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) <= asked) queryClient.setQueryData(key, data);
  };
  const [snapshot] = await Promise.all([
    readJson(await api.api.offline.jobs.$get()),
    queryClient.prefetchQuery(jobStatsQuery),
    queryClient.prefetchQuery(recentJobsQuery(RECENT_JOBS_SHOWN)),
    queryClient.prefetchQuery(accountQuery),
  ]);
  for (let start = 0; start < snapshot.jobs.length; start += JOBS_PER_TASK) {
    if (start > 0) await nextTask();
    notifyManager.batch(() => {
      for (const job of snapshot.jobs.slice(start, start + JOBS_PER_TASK)) {
        keep(jobKeys.detail(job.id), job);
        keep(measurementKeys.list(job.id), snapshot.measurements[job.id] ?? []);
      }
    });
  }
  return snapshot.jobs.length;
}
