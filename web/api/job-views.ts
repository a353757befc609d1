/**
 * Jobs and measurements as the screens show them: the server's data (fetched, or kept on the
 * device) with the user's queued writes laid on top, and, without signal, the jobs kept on the
 * device in place of a list the server would send.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { Job } from "../../shared/schemas/job";
import { useOnline } from "../lib/use-online";
import { keptJobs } from "../offline/kept-jobs";
import { localJobList, matchesFilter } from "../offline/local-job-list";
import { pendingJob, pendingJobList, pendingMeasurements, pendingStats, withMeasuredTotal } from "../offline/pending-view";
import type { Measurement } from "../../shared/schemas/measurement";
import { ApiError } from "./http";
import { type JobFilter, jobKeys, jobQuery, useJobList, useJobStats, useRecentJobs } from "./jobs";
import { measurementKeys, measurementsQuery } from "./measurements";
import { usePendingChanges, useQueuedWrites } from "./pending-changes";

/** Ids of the jobs and measurements with writes still waiting, for their "waiting to sync" marks. */
export function useWaitingIds(): Set<string> {
  const writes = useQueuedWrites();
  return useMemo(
    () => new Set(writes.filter((write) => write.state === "waiting" || write.state === "sending").flatMap((write) => ("id" in write.change ? [write.jobId, write.change.id] : [write.jobId]))),
    [writes],
  );
}

/** The server no longer has the job for this user (deleted, or its share ended): what the device kept of it is not shown. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

type JobViewOptions = { retry?: (failures: number, error: Error) => boolean };

/**
 * One job: `job` is undefined until known, null once a queued write deletes it. unavailableOffline:
 * there is no signal and this device has never kept the job.
 */
export function useJobView(id: string, { retry }: JobViewOptions = {}) {
  const changes = usePendingChanges();
  const query = useQuery({ ...jobQuery(id), ...(retry ? { retry } : {}) });
  const measurements = useQuery({ ...measurementsQuery(id), enabled: false });
  const gone = isGone(query.error);
  const job = useMemo(() => {
    const shown = pendingJob(gone ? undefined : query.data, changes, id);
    return shown ? withMeasuredTotal(shown, pendingMeasurements(measurements.data, changes, id)) : shown;
  }, [query.data, gone, measurements.data, changes, id]);
  return { query, job, unavailableOffline: job === undefined && query.isPending && query.fetchStatus === "paused" };
}

export function useMeasurementsView(jobId: string) {
  const changes = usePendingChanges();
  const query = useQuery(measurementsQuery(jobId));
  const data = useMemo(() => pendingMeasurements(query.data, changes, jobId), [query.data, changes, jobId]);
  const known = data !== undefined;
  return {
    data,
    isPending: !known && query.isPending,
    isError: !known && query.isError,
    unavailableOffline: !known && query.isPending && query.fetchStatus === "paused",
    refetch: () => query.refetch(),
  };
}

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
  return { data, isPending: !data && recent.isPending, unavailableOffline: !data && recent.fetchStatus === "paused" };
}

/** The dashboard's list: the server's pages with queued writes laid on, or without signal the jobs kept on this device. */
export function useJobListView(filter: JobFilter) {
  const online = useOnline();
  const changes = usePendingChanges();
  const totals = useMeasuredTotals();
  const list = useJobList(filter);
  const local = !online && filter.scope !== "team";
  const kept = useKeptJobs(local);
  const serverJobs = useMemo(() => list.data?.pages.flatMap((page) => page.items), [list.data]);
  const jobs = useMemo(() => {
    const matches = (job: Job) => filter.scope !== "team" && matchesFilter(job, filter);
    const shown = local ? pendingJobList(localJobList(kept, filter), changes, matches) : serverJobs && pendingJobList(serverJobs, changes, matches);
    return shown?.map(totals);
  }, [local, kept, serverJobs, changes, filter, totals]);
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
