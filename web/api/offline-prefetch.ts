/**
 * Fetches, in the background, the jobs an installer is likely to open without signal (see
 * GET /api/offline/jobs) and puts each job and its measurements in the cache, which keeps them on
 * the device, with the dashboard's counts and recent jobs, and the account's defaults for new
 * measurements and estimates. Runs after start-up and when the signal
 * returns, at most once per interval. The fetching code loads then, after the first screen.
 */
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

const EVERY_MS = 5 * 60_000;

export function useOfflinePrefetch(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const run = () => {
      if (!onlineManager.isOnline() || Date.now() - last < EVERY_MS) return;
      last = Date.now();
      import("./offline-snapshot").then(({ keepJobsForOffline }) => keepJobsForOffline(queryClient)).catch(() => (last = 0));
    };
    run();
    return onlineManager.subscribe((online) => online && run());
  }, [enabled, queryClient]);
}
