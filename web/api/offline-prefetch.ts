/**
 * Fetches, in the background, the jobs an installer is likely to open without signal (see
 * GET /api/offline/jobs) and puts each job and its measurements in the cache, which keeps them on
 * the device, with the dashboard's counts and recent jobs, and the account's defaults for new
 * measurements and estimates. Runs once the first screen has had its turn (its requests and
 * rendering come first) and when the signal returns, after the waiting writes have landed, at most
 * once per interval. The fetching code loads then, after the first screen.
 */
import { type QueryClient, onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { afterFirstScreen } from "../lib/after-first-screen";

const EVERY_MS = 5 * 60_000;

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

const keepJobsForOffline = (queryClient: QueryClient) => import("./offline-snapshot").then((snapshot) => snapshot.keepJobsForOffline(queryClient));

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
