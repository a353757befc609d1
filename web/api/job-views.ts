/**
 * Jobs and measurements as the screens show them: the server's data (fetched, or kept on the
 * device) with the user's queued writes laid on top, and, without signal, the jobs kept on the
 * device in place of a list the server would send.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { Job } from "../../shared/schemas/job";
import { useOnline } from "../lib/use-online";
import { localJobList, matchesFilter } from "../offline/local-job-list";
import { pendingJob, pendingJobList, pendingMeasurements, pendingStats, withMeasuredTotal } from "../offline/pending-view";
import { type JobFilter, jobKeys, jobQuery, useJobList, useJobStats } from "./jobs";
import { measurementsQuery } from "./measurements";
import { usePendingChanges, useQueuedWrites } from "./pending-changes";

/** Ids of the jobs and measurements with writes still waiting, for their "waiting to sync" marks. */
export function useWaitingIds(): Set<string> {
  const writes = useQueuedWrites();
  return useMemo(
    () => new Set(writes.filter((write) => write.state === "waiting" || write.state === "sending").flatMap((write) => ("id" in write.change ? [write.jobId, write.change.id] : [write.jobId]))),
    [writes],
  );
}

type JobViewOptions = { retry?: (failures: number, error: Error) => boolean };

/**
 * One job: `job` is undefined until known, null once a queued write deletes it. unavailableOffline:
 * there is no signal and this device has never kept the job.
 */
export function useJobView(id: string, { retry }: JobViewOptions = {}) {
  const changes = usePendingChanges();
  const query = useQuery({ ...jobQuery(id), ...(retry ? { retry } : {}) });
  const measurements = useQuery({ ...measurementsQuery(id), enabled: false });
  const job = useMemo(() => {
    const shown = pendingJob(query.data, changes, id);
    return shown ? withMeasuredTotal(shown, pendingMeasurements(measurements.data, changes, id)) : shown;
  }, [query.data, measurements.data, changes, id]);
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

/** Every job kept on this device (each job's own record, fetched when opened or in the background). */
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
    () =>
      enabled
        ? queryClient
            .getQueriesData<Job>({ queryKey: jobKeys.all })
            .flatMap(([key, data]) => (key.length === 2 && data && typeof data === "object" && "clientName" in data ? [data] : []))
        : [],
    // version stands for the cache's contents
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, version, queryClient],
  );
}

/** The dashboard's list: the server's pages with queued writes laid on, or without signal the jobs kept on this device. */
export function useJobListView(filter: JobFilter) {
  const online = useOnline();
  const changes = usePendingChanges();
  const list = useJobList(filter);
  const local = !online && filter.scope !== "team";
  const kept = useKeptJobs(local);
  const serverJobs = useMemo(() => list.data?.pages.flatMap((page) => page.items), [list.data]);
  const jobs = useMemo(() => {
    const matches = (job: Job) => filter.scope !== "team" && matchesFilter(job, filter);
    if (local) return pendingJobList(localJobList(kept, filter), changes, matches);
    return serverJobs && pendingJobList(serverJobs, changes, matches);
  }, [local, kept, serverJobs, changes, filter]);
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
