/**
 * A screen's reads, started as soon as the signed-in app has restored its cache, while the screen's
 * own code is still loading: otherwise they start only once that code has run, and the screen waits
 * for its files and then its answers, one after the other. Reads already in the cache and fresh are
 * not sent again; the screen's own queries pick up the ones in flight. The settings reads load their
 * own small chunk, to keep the account's code off the dashboard's first screen.
 */
import type { QueryClient } from "@tanstack/react-query";
import { RECENT_JOBS_SHOWN } from "../../shared/constants";
import { SETTINGS_PATH } from "../lib/routes";
import { FIRST_JOB_FILTER, jobListQuery, jobStatsQuery, recentJobsQuery } from "./jobs";
import { teamQuery } from "./team";

export function prefetchScreenData(queryClient: QueryClient, path: string) {
  if (path === "/") {
    void queryClient.prefetchInfiniteQuery(jobListQuery(FIRST_JOB_FILTER));
    void queryClient.prefetchQuery(jobStatsQuery);
    void queryClient.prefetchQuery(recentJobsQuery(RECENT_JOBS_SHOWN));
    void queryClient.prefetchQuery(teamQuery);
  } else if (path === SETTINGS_PATH) {
    void queryClient.prefetchQuery(teamQuery);
    void import("./settings-data").then((settings) => settings.prefetchSettingsData(queryClient), () => undefined);
  }
}
