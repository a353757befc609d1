/**
 * The dashboard's lists and counts as it shows them: the server's data with the user's queued writes laid on top, and,
 * without signal, the jobs kept on the device in place of a list the server would send.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { Job } from "../../shared/schemas/job";
import type { Measurement } from "../../shared/schemas/measurement";
import { useOnline } from "../lib/use-online";
import { keptJobs } from "../offline/kept-jobs";
import { type SearchMatch, localJobList, matchesFilter } from "../offline/local-job-list";
import { pendingJobList, pendingMeasurements, pendingStats, withMeasuredTotal } from "../offline/pending-view";
import { isGone } from "./http";
import { type JobFilter, jobKeys, useJobList, useJobStats, useRecentJobs } from "./jobs";
import { measurementKeys } from "./measurements";
import { usePendingChanges } from "./pending-changes";
import { waitsForSignal } from "./query-offline";

/** Every job kept on this device (see `keptJobs`), read again whenever the cache changes. */
function useKeptJobs(enabled: boolean): Job[] {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "added" || event.type === "removed" || (event.type === "updated" && event.action.type === "success")) setVersion((value) => value + 1);
    });
  }, [enabled, queryClient]);
  return useMemo(
    () => (enabled ? keptJobs(queryClient.getQueryCache().findAll({ queryKey: jobKeys.all }), isGone) : []),
    // version stands for the cache's contents
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, version, queryClient],
  );
}

/** Jobs with queued measurement writes show the total those writes make, where the job's measurements are kept. */
function useMeasuredTotals() {
  const queryClient = useQueryClient();
  const changes = usePendingChanges();
  return useMemo(() => {
    const measured = new Set(changes.filter((change) => change.kind.startsWith("measurement")).map((change) => change.jobId));
    return (job: Job) =>
      measured.has(job.id) ? withMeasuredTotal(job, pendingMeasurements(queryClient.getQueryData<Measurement[]>(measurementKeys.list(job.id)), changes, job.id)) : job;
  }, [changes, queryClient]);
}

export function useRecentJobsView(count: number) {
  const changes = usePendingChanges();
  const recent = useRecentJobs(count);
  const totals = useMeasuredTotals();
  const data = useMemo(() => recent.data && pendingJobList(recent.data, changes, () => true).slice(0, count).map(totals), [recent.data, changes, count, totals]);
  return { data, isPending: !data && recent.isPending, unavailableOffline: !data && waitsForSignal(recent) };
}

/**
 * The dashboard's list: the server's pages with queued writes laid on, or without signal the jobs kept on this device;
 * `searchMatch` finds a search's words in the jobs on the phone.
 */
export function useJobListView(filter: JobFilter, searchMatch: SearchMatch | null) {
  const online = useOnline();
  const changes = usePendingChanges();
  const totals = useMeasuredTotals();
  const list = useJobList(filter);
  const local = !online && filter.scope !== "team";
  const kept = useKeptJobs(local);
  const serverJobs = useMemo(() => list.data?.pages.flatMap((page) => page.items), [list.data]);
  const jobs = useMemo(() => {
    const matches = (job: Job) => filter.scope !== "team" && matchesFilter(job, filter, searchMatch);
    const shown = local ? pendingJobList(localJobList(kept, filter, searchMatch), changes, matches) : serverJobs && pendingJobList(serverJobs, changes, matches);
    return shown?.map(totals);
  }, [local, kept, serverJobs, changes, filter, totals, searchMatch]);
  return { list, jobs, local };
}


/** The dashboard's counts, queued writes included. */
export function useJobStatsView() {
  const queryClient = useQueryClient();
  const changes = usePendingChanges();
  const stats = useJobStats();
  const data = useMemo(
    () => stats.data && pendingStats(stats.data, changes, (jobId) => queryClient.getQueryData<Job>(jobKeys.detail(jobId))),
    [stats.data, changes, queryClient],
  );
  return { ...stats, data };
}
