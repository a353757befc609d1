import { type InfiniteData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Job, JobCreateInput, JobPage, JobPatchInput, JobStats, SavedClient } from "../../shared/schemas/job";
import { api } from "./client";
import { newIdempotencyKey, readJson } from "./http";

export type JobFilter = { status: "all" | "in_progress" | "complete"; search: string };

export const jobKeys = {
  all: ["/api/jobs"] as const,
  list: (filter: JobFilter) => ["/api/jobs", "list", filter] as const,
  client: (clientName: string) => ["/api/jobs", "client", clientName.toLowerCase()] as const,
  stats: ["/api/jobs", "stats"] as const,
  detail: (id: string) => ["/api/jobs", "detail", id] as const,
  clients: ["/api/clients"] as const,
};

export function useJobList(filter: JobFilter) {
  return useInfiniteQuery({
    queryKey: jobKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<JobPage>(
        await api.api.jobs.$get({
          query: {
            ...(filter.status !== "all" ? { status: filter.status } : {}),
            ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useRecentJobs(count: number) {
  return useQuery({
    queryKey: [...jobKeys.all, "recent", count],
    queryFn: async () => readJson<JobPage>(await api.api.jobs.$get({ query: { limit: String(count) } })),
    select: (page) => page.items,
  });
}

export function useClientJobs(clientName: string | null) {
  return useQuery({
    queryKey: jobKeys.client(clientName ?? ""),
    enabled: Boolean(clientName),
    queryFn: async () =>
      readJson<JobPage>(await api.api.jobs.$get({ query: { client: clientName ?? "", limit: "200" } })),
    select: (page) => page.items,
  });
}

export function useJobStats() {
  return useQuery({
    queryKey: jobKeys.stats,
    queryFn: async () => readJson<JobStats>(await api.api.jobs.stats.$get()),
  });
}

export function useSavedClientsQuery() {
  return useQuery({
    queryKey: jobKeys.clients,
    queryFn: async () => readJson<SavedClient[]>(await api.api.clients.$get()),
  });
}

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async () => readJson<Job>(await api.api.jobs[":id"].$get({ param: { id } })),
  });

function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.clients }),
    ]);
}

export function useCreateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (input: JobCreateInput) =>
      readJson<Job>(
        await api.api.jobs.$post({ json: input }, { headers: { "Idempotency-Key": newIdempotencyKey() } }),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (patch: JobPatchInput) =>
      readJson<Job>(await api.api.jobs[":id"].$patch({ param: { id }, json: patch })),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(id), job);
      return invalidate();
    },
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.api.jobs[":id"].$delete({ param: { id } });
      if (!response.ok) await readJson(response);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      queryClient.setQueriesData<InfiniteData<JobPage>>({ queryKey: [...jobKeys.all, "list"] }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((job) => job.id !== id) })) } : data,
      );
      return invalidate();
    },
  });
}
