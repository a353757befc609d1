import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sentOnce } from "../../shared/http-headers";
import type { Estimate, EstimateCreateInput, EstimatePatchInput } from "../../shared/schemas/estimate";
import { api } from "./client";
import { type ApiError, conflictError, EditConflict, editConflict, expectOk, isApiError, readJson, sendEdit } from "./http";
import { jobKeys, liveJobScope } from "./jobs";
import { putAnswer } from "./landed";
import { byCodeUnits } from "../../shared/domain/text-order";

/** A job's estimates live under the job's own key, so removing the job removes them. */
const estimateKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "estimates"] as const,
};

export type EstimateBase = Partial<Pick<Estimate, Exclude<keyof EstimatePatchInput, "base"> & keyof Estimate>>;
class EstimateEditConflict extends EditConflict<Estimate> {}

export type SaveEstimateVariables =
  | { kind: "create"; id: string; idempotencyKey: string; input: EstimateCreateInput }
  | { kind: "update"; id: string; idempotencyKey: string; patch: EstimatePatchInput; base: EstimateBase };


export const estimatesQuery = (jobId: string) => queryOptions({ queryKey: estimateKeys.list(jobId), queryFn: () => fetchEstimates(jobId) });

export function useEstimates(jobId: string) {
  return useQuery(estimatesQuery(jobId));
}

function updateList(queryClient: QueryClient, jobId: string, change: (list: Estimate[]) => Estimate[]) {
  return putAnswer<Estimate[]>(queryClient, estimateKeys.list(jobId), (list) => (list ? change(list) : list));
}

async function fetchEstimates(jobId: string): Promise<Estimate[]> {
  return readJson(await api.api.jobs[":jobId"].estimates.$get({ param: { jobId } }));
}

/** A create whose answer was lost, then sent again with other values, finds its estimate already made: that one stands. */
async function create(jobId: string, variables: Extract<SaveEstimateVariables, { kind: "create" }>): Promise<Estimate> {
  const json = { ...variables.input, id: variables.id };
  try {
    return await readJson(await api.api.jobs[":jobId"].estimates.$post({ param: { jobId }, json }, sentOnce(variables.idempotencyKey)));
  } catch (error) {
    const earlier = isApiError(error, "conflict") ? (await fetchEstimates(jobId).catch(() => [])).find((estimate) => estimate.id === variables.id) : undefined;
    if (earlier) return earlier;
    throw error;
  }
}

async function save(jobId: string, variables: SaveEstimateVariables): Promise<Estimate> {
  if (variables.kind === "create") return create(jobId, variables);
  const send = async (patch: EstimatePatchInput, base: EstimateBase) => {
    const response = await api.api.estimates[":id"].$patch({ param: { id: variables.id }, json: { ...patch, base } }, sentOnce(variables.idempotencyKey));
    if (response.status === 409) throw await conflictError(response, EstimateEditConflict);
    return readJson(response);
  };
  return sendEdit(send, variables.patch, variables.base);
}

/** Creates or edits one estimate; the list shows the server's answer (its rolls and costs are the server's arithmetic). */
export function useSaveEstimate(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<Estimate, ApiError | Error, SaveEstimateVariables>({
    scope: liveJobScope(jobId),
    mutationFn: (variables) => save(jobId, variables),
    onSuccess: (estimate) => updateList(queryClient, jobId, (list) => [estimate, ...list.filter((item) => item.id !== estimate.id)].sort((a, b) => byCodeUnits(b.createdAt, a.createdAt))),
    onError: (error, variables) => {
      const conflict = editConflict(error, EstimateEditConflict, variables.id);
      if (conflict) void updateList(queryClient, jobId, (list) => list.map((item) => (item.id === variables.id ? conflict.current : item)));
    },
  });
}

export function useDeleteEstimate(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError | Error, { id: string; idempotencyKey: string }>({
    scope: liveJobScope(jobId),
    mutationFn: async ({ id, idempotencyKey }) => expectOk(await api.api.estimates[":id"].$delete({ param: { id } }, sentOnce(idempotencyKey))),
    onSuccess: (_, { id }) => updateList(queryClient, jobId, (list) => list.filter((item) => item.id !== id)),
  });
}
