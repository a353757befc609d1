import { useInfiniteQuery } from "@tanstack/react-query";
import { JOB_PAGE_MAX } from "../../shared/constants";
import { api } from "./client";
import { readJson } from "./http";
import { jobKeys } from "./jobs";

/** A client's jobs, newest first, a page of JOB_PAGE_MAX at a time; the first page also counts all of them and gives the newest contact among them (`clientTotals`). */
export function useClientJobs(clientName: string | null) {
  return useInfiniteQuery({
    queryKey: jobKeys.client(clientName ?? ""),
    enabled: Boolean(clientName),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson(await api.api.jobs.$get({ query: { client: clientName ?? "", limit: String(JOB_PAGE_MAX), ...(pageParam ? { cursor: pageParam } : {}) } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
