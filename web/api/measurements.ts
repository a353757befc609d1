import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Job } from "../../shared/schemas/job";
import type {
  Measurement,
  MeasurementChangeResponse,
  MeasurementCreateInput,
  MeasurementDeleteResponse,
  MeasurementPatchInput,
} from "../../shared/schemas/measurement";
import { api } from "./client";
import { newIdempotencyKey, readJson } from "./http";
import { jobKeys } from "./jobs";

export const measurementKeys = {
  list: (jobId: string) => ["/api/jobs", jobId, "measurements"] as const,
};

export function useMeasurements(jobId: string) {
  return useQuery({
    queryKey: measurementKeys.list(jobId),
    queryFn: async () => readJson<Measurement[]>(await api.api.jobs[":jobId"].measurements.$get({ param: { jobId } })),
  });
}

/** The server answers a change with the job's new total; lists elsewhere refetch when next shown. */
function applyJob(queryClient: QueryClient, job: Job) {
  queryClient.setQueryData(jobKeys.detail(job.id), job);
  return queryClient.invalidateQueries({
    queryKey: jobKeys.all,
    refetchType: "none",
    predicate: (query) => query.queryKey[1] !== "detail" && query.queryKey[2] !== "measurements",
  });
}

function updateList(queryClient: QueryClient, jobId: string, change: (list: Measurement[]) => Measurement[]) {
  queryClient.setQueryData<Measurement[]>(measurementKeys.list(jobId), (list) => (list ? change(list) : list));
}

export function useAddMeasurement(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MeasurementCreateInput) =>
      readJson<MeasurementChangeResponse>(
        await api.api.jobs[":jobId"].measurements.$post(
          { param: { jobId }, json: input },
          { headers: { "Idempotency-Key": newIdempotencyKey() } },
        ),
      ),
    onSuccess: ({ measurement, job }) => {
      updateList(queryClient, jobId, (list) => [...list.filter((item) => item.id !== measurement.id), measurement]);
      return applyJob(queryClient, job);
    },
  });
}

export function useUpdateMeasurement(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: MeasurementPatchInput }) =>
      readJson<MeasurementChangeResponse>(await api.api.measurements[":id"].$patch({ param: { id }, json: patch })),
    onSuccess: ({ measurement, job }) => {
      updateList(queryClient, jobId, (list) => list.map((item) => (item.id === measurement.id ? measurement : item)));
      return applyJob(queryClient, job);
    },
  });
}

export function useDeleteMeasurement(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { job } = await readJson<MeasurementDeleteResponse>(await api.api.measurements[":id"].$delete({ param: { id } }));
      return { id, job };
    },
    onSuccess: ({ id, job }) => {
      updateList(queryClient, jobId, (list) => list.filter((item) => item.id !== id));
      return applyJob(queryClient, job);
    },
  });
}
