/**
 * Fetches, in the background, the jobs an installer is likely to open without signal (see
 * GET /api/offline/jobs) and puts each job and its measurements in the cache, which keeps them on
 * the device, with the dashboard's counts and recent jobs, and the account's defaults for new
 * measurements and estimates. Runs once the first screen has had its turn (its requests and
 * rendering come first) and when the signal returns, after the waiting writes have landed, at most
 * once per interval.
 */
import { type QueryClient, onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RECENT_JOBS_SHOWN } from "../../shared/constants";
import { afterFirstScreen } from "../lib/after-first-screen";
import { accountQuery } from "./account";
import { api } from "./client";
import { readJson } from "./http";
import { jobKeys, jobStatsQuery, recentJobsQuery } from "./jobs";
import { measurementKeys } from "./measurements";

const EVERY_MS = 5 * 60_000;

async function keepJobsForOffline(queryClient: QueryClient): Promise<number> {
  const [snapshot] = await Promise.all([
    readJson(await api.api.offline.jobs.$get()),
    queryClient.prefetchQuery(jobStatsQuery),
    queryClient.prefetchQuery(recentJobsQuery(RECENT_JOBS_SHOWN)),
    queryClient.prefetchQuery(accountQuery),
  ]);
  for (const job of snapshot.jobs) {
    queryClient.setQueryData(jobKeys.detail(job.id), job);
    queryClient.setQueryData(measurementKeys.list(job.id), snapshot.measurements[job.id] ?? []);
  }
  return snapshot.jobs.length;
}

/** Runs `task` once no write is waiting or being sent, so a snapshot taken mid-drain never replaces what the drain is still landing. */
function afterWritesLand(queryClient: QueryClient, task: () => void): () => void {
  if (queryClient.isMutating() === 0) {
    task();
    return () => undefined;
  }
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() > 0) return;
    unsubscribe();
    task();
  });
  return unsubscribe;
}

export function useOfflinePrefetch(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let stopWaiting: () => void = () => undefined;
    const run = () => {
      if (!onlineManager.isOnline() || Date.now() - last < EVERY_MS) return;
      last = Date.now();
      stopWaiting();
      stopWaiting = afterWritesLand(queryClient, () => void keepJobsForOffline(queryClient).catch(() => (last = 0)));
    };
    const cancelFirst = afterFirstScreen(run);
    const unsubscribe = onlineManager.subscribe((online) => online && run());
    return () => {
      cancelFirst();
      stopWaiting();
      unsubscribe();
    };
  }, [enabled, queryClient]);
}
