/**
 * Measurement writes, registered as mutation defaults under stable keys and scoped to their job,
 * so they run in order with the job's other writes and can be run again from their variables alone.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Job } from "../../shared/schemas/job";
import type {
  Measurement,
  MeasurementChangeResponse,
  MeasurementCreateInput,
  MeasurementDeleteResponse,
  MeasurementPatchInput,
  MeasurementValues,
} from "../../shared/schemas/measurement";
import { api } from "./client";
import { conflictError, EditConflict, editConflict, isApiError, readJson, sendEdit } from "./http";
import { fetchJob, jobKeys, jobScope } from "./jobs";
import { fetchMeasurements, measurementKeys } from "./measurements";
import { changeKeptList, putAnswer } from "./landed";
import { idempotent, useQueuedWrite, writeDefaults } from "./queued-write";

export const measurementMutationKeys = {
  add: ["measurements", "add"] as const,
  update: ["measurements", "update"] as const,
  delete: ["measurements", "delete"] as const,
};

/** A field's value as stored when the user started editing: lengths in inches, as the server's JSON shows them. */
export type MeasurementBase = Partial<MeasurementValues>;

export type AddMeasurementVariables = { jobId: string; id: string; idempotencyKey: string; input: MeasurementCreateInput };
export type UpdateMeasurementVariables = { jobId: string; id: string; idempotencyKey: string; patch: MeasurementPatchInput; base: MeasurementBase };
export type DeleteMeasurementVariables = { jobId: string; id: string; idempotencyKey: string };

export class MeasurementEditConflict extends EditConflict<Measurement> {}

/** savedEarlier: an earlier try with other values had already added the measurement, which is kept as it was. */
export type AddedMeasurement = MeasurementChangeResponse & { savedEarlier: boolean };

async function savedEarlier(jobId: string, id: string): Promise<AddedMeasurement | null> {
  try {
    const [measurements, job] = await Promise.all([fetchMeasurements(jobId), fetchJob(jobId)]);
    const measurement = measurements.find((item) => item.id === id);
    return measurement ? { measurement, job, savedEarlier: true } : null;
  } catch {
    return null;
  }
}

async function addMeasurement({ jobId, id, idempotencyKey, input }: AddMeasurementVariables): Promise<AddedMeasurement> {
  const body: MeasurementCreateInput & { id: string } = { ...input, id };
  try {
    const response = await api.api.jobs[":jobId"].measurements.$post({ param: { jobId }, json: body }, idempotent(idempotencyKey));
    return { ...(await readJson(response)), savedEarlier: false };
  } catch (error) {
    const existing = isApiError(error, "conflict") ? await savedEarlier(jobId, id) : null;
    if (existing) return existing;
    throw error;
  }
}

async function updateMeasurement({ id, idempotencyKey, patch, base }: UpdateMeasurementVariables): Promise<MeasurementChangeResponse> {
  return sendEdit(
    async (fields: MeasurementPatchInput, sentBase: MeasurementBase) => {
      const body: MeasurementPatchInput & { base: MeasurementBase } = { ...fields, base: sentBase };
      const response = await api.api.measurements[":id"].$patch({ param: { id }, json: body }, idempotent(idempotencyKey));
      if (response.status === 409) throw await conflictError(response, MeasurementEditConflict);
      return readJson(response);
    },
    patch,
    base,
  );
}

/** A measurement already gone (deleted on another device, or by an earlier try of this one) counts as deleted, with no job total to apply. */
async function deleteMeasurement({ id, idempotencyKey }: DeleteMeasurementVariables): Promise<MeasurementDeleteResponse | null> {
  const response = await api.api.measurements[":id"].$delete({ param: { id } }, idempotent(idempotencyKey));
  const status: number = response.status;
  return status === 404 ? null : readJson(response);
}

const updateList = (queryClient: QueryClient, jobId: string, change: (list: Measurement[]) => Measurement[]) => changeKeptList(queryClient, measurementKeys.list(jobId), change);

/** The server answers a change with the job's new total; job lists show it when next seen. */
async function applyJob(queryClient: QueryClient, job: Job) {
  await putAnswer(queryClient, jobKeys.detail(job.id), job);
  return queryClient.invalidateQueries({ queryKey: jobKeys.lists(), refetchType: "none" });
}

export function registerMeasurementMutations(queryClient: QueryClient) {
  queryClient.setMutationDefaults(measurementMutationKeys.add, {
    ...writeDefaults(async (variables: AddMeasurementVariables) => (await import("./shown-values")).shownNewMeasurement(variables), addMeasurement),
    onSuccess: async ({ measurement, job }: AddedMeasurement) => {
      await updateList(queryClient, job.id, (list) => [...list.filter((item) => item.id !== measurement.id), measurement]);
      return applyJob(queryClient, job);
    },
  });
  queryClient.setMutationDefaults(measurementMutationKeys.update, {
    ...writeDefaults(async (variables: UpdateMeasurementVariables) => (await import("./shown-values")).shownMeasurementChange(variables), updateMeasurement),
    onSuccess: async ({ measurement, job }: MeasurementChangeResponse) => {
      await updateList(queryClient, job.id, (list) => list.map((item) => (item.id === measurement.id ? measurement : item)));
      return applyJob(queryClient, job);
    },
    onError: (error: Error, { jobId, id }: UpdateMeasurementVariables) => {
      const conflict = editConflict(error, MeasurementEditConflict, id);
      if (conflict) void updateList(queryClient, jobId, (list) => list.map((item) => (item.id === id ? conflict.current : item)));
      if (isApiError(error, "not_found")) {
        void updateList(queryClient, jobId, (list) => list.filter((item) => item.id !== id));
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
      }
    },
  });
  queryClient.setMutationDefaults(measurementMutationKeys.delete, {
    ...writeDefaults(async () => null, deleteMeasurement),
    onSuccess: async (answer: MeasurementDeleteResponse | null, { jobId, id }: DeleteMeasurementVariables) => {
      await updateList(queryClient, jobId, (list) => list.filter((item) => item.id !== id));
      if (answer) return applyJob(queryClient, answer.job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
    },
  });
}

export function useAddMeasurement(jobId: string) {
  return useQueuedWrite<AddedMeasurement, AddMeasurementVariables>(measurementMutationKeys.add, jobScope(jobId));
}

export function useUpdateMeasurement(jobId: string) {
  return useQueuedWrite<MeasurementChangeResponse, UpdateMeasurementVariables>(measurementMutationKeys.update, jobScope(jobId));
}

export const useDeleteMeasurement = (jobId: string) =>
  useQueuedWrite<MeasurementDeleteResponse | null, DeleteMeasurementVariables>(measurementMutationKeys.delete, jobScope(jobId));
