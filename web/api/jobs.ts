import { type QueryClient, infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Job, JobListScope } from "../../shared/schemas/job";
import { api } from "./client";
import { readJson } from "./http";

export type JobFilter = { status: "all" | "in_progress" | "complete"; search: string; scope?: JobListScope };

/**
 * Everything about one job lives under ["jobs", id] (its measurements, and later photos and
 * files), so removing or refreshing a job reaches all of it; lists live under ["jobs", "list"].
 */
export const jobKeys = {
  all: ["jobs"] as const,
  lists: () => ["jobs", "list"] as const,
  list: (filter: JobFilter) => ["jobs", "list", "filtered", filter] as const,
  recent: (count: number) => ["jobs", "list", "recent", count] as const,
  client: (clientName: string) => ["jobs", "list", "client-history", clientName.toLowerCase()] as const,
  stats: () => ["jobs", "stats"] as const,
  detail: (id: string) => ["jobs", id] as const,
};

export const clientKeys = {
  all: ["clients"] as const,
};

/** After a job is made, changed or removed: the lists, the dashboard's counts and the saved clients it may change. */
export function refreshJobLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: jobKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  ]);
}

export const jobScope = (jobId: string) => ({ id: `job:${jobId}` });

/**
 * The scope of a job's writes that are sent when made, never queued (photo, file, voice-note, estimate and share-link
 * changes): they keep their order among themselves, but not behind the job's queued writes, which may wait for a
 * signal for hours while such a change is meant to land or fail at once.
 */
export const liveJobScope = (jobId: string) => ({ id: `job-live:${jobId}` });

/** The dashboard's list when it opens (every status, no search, the caller's own jobs), fetched while its code loads. */
export const FIRST_JOB_FILTER = { status: "all", search: "", scope: "mine" } as const satisfies JobFilter;

export const jobListQuery = (filter: JobFilter) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson(
        await api.api.jobs.$get({
          query: {
            ...(filter.status !== "all" ? { status: filter.status } : {}),
            ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
            ...(filter.scope === "team" ? { scope: "team" as const } : {}),
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useJobList = (filter: JobFilter) => useInfiniteQuery(jobListQuery(filter));

export const recentJobsQuery = (count: number) =>
  queryOptions({
    queryKey: jobKeys.recent(count),
    queryFn: async () => readJson(await api.api.jobs.$get({ query: { limit: String(count) } })),
  });

export function useRecentJobs(count: number) {
  return useQuery({ ...recentJobsQuery(count), select: (page) => page.items });
}

export const jobStatsQuery = queryOptions({
  queryKey: jobKeys.stats(),
  queryFn: async () => readJson(await api.api.jobs.stats.$get()),
});

export function useJobStats() {
  return useQuery(jobStatsQuery);
}

export function useSavedClientsQuery() {
  return useQuery({
    queryKey: clientKeys.all,
    queryFn: async () => readJson(await api.api.clients.$get()),
  });
}

export async function fetchJob(id: string): Promise<Job> {
  return readJson(await api.api.jobs[":id"].$get({ param: { id } }));
}

export const jobQuery = (id: string) => queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => fetchJob(id) });
