/**
 * Job writes, registered as mutation defaults under stable keys. Each takes everything it needs
 * from its variables (ids, Idempotency-Key, base), so a write queued while offline is run again
 * after a reload; writes to one job share a scope and run in order. What a waiting write shows is
 * worked out once, when it is made, and kept with it (its context).
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Job, JobCreateInput, JobPage, JobPatchInput } from "../../shared/schemas/job";
import { api } from "./client";
import { conflictError, EditConflict, editConflict, expectOk, isApiError, readJson, sendEdit } from "./http";
import { fetchJob, jobKeys, jobScope, refreshJobLists } from "./jobs";
import { putAnswer } from "./landed";
import { teamKeys } from "./team-keys";
import { idempotent, useQueuedWrite, writeDefaults } from "./queued-write";

export const jobMutationKeys = {
  create: ["jobs", "create"] as const,
  update: ["jobs", "update"] as const,
  delete: ["jobs", "delete"] as const,
};

/** A job field's value as the server's JSON showed it when the user started editing. */
export type JobBase = Partial<{ [K in keyof JobPatchInput & keyof Job]: Job[K] }>;

export type CreateJobVariables = { id: string; idempotencyKey: string; input: JobCreateInput };
export type UpdateJobVariables = { id: string; idempotencyKey: string; patch: JobPatchInput; base: JobBase };
export type DeleteJobVariables = { id: string; idempotencyKey: string };

export class JobEditConflict extends EditConflict<Job> {}

/** savedEarlier: an earlier try with other values had already created the job, which is kept as it was. */
export type CreatedJob = { job: Job; savedEarlier: boolean };

async function createJob({ id, idempotencyKey, input }: CreateJobVariables): Promise<CreatedJob> {
  const body: JobCreateInput & { id: string } = { ...input, id };
  try {
    return { job: await readJson(await api.api.jobs.$post({ json: body }, idempotent(idempotencyKey))), savedEarlier: false };
  } catch (error) {
    const existing = isApiError(error, "conflict") ? await fetchJob(id).catch(() => null) : null;
    if (existing) return { job: existing, savedEarlier: true };
    throw error;
  }
}

async function updateJob({ id, idempotencyKey, patch, base }: UpdateJobVariables): Promise<Job> {
  return sendEdit(
    async (fields: JobPatchInput, sentBase: JobBase) => {
      const body: JobPatchInput & { base: JobBase } = { ...fields, base: sentBase };
      const response = await api.api.jobs[":id"].$patch({ param: { id }, json: body }, idempotent(idempotencyKey));
      if (response.status === 409) throw await conflictError(response, JobEditConflict);
      return readJson(response);
    },
    patch,
    base,
  );
}

/** A job already gone (deleted on another device, or by an earlier try of this one) counts as deleted. */
async function deleteJob({ id, idempotencyKey }: DeleteJobVariables): Promise<void> {
  const response = await api.api.jobs[":id"].$delete({ param: { id } }, idempotent(idempotencyKey));
  const status: number = response.status;
  if (status !== 404) await expectOk(response);
}

export function registerJobMutations(queryClient: QueryClient) {
  queryClient.setMutationDefaults(jobMutationKeys.create, {
    ...writeDefaults(async (variables: CreateJobVariables) => (await import("./shown-values")).shownNewJob(variables), createJob),
    onSuccess: async ({ job }: CreatedJob) => {
      await putAnswer(queryClient, jobKeys.detail(job.id), job);
      void refreshJobLists(queryClient);
    },
  });
  queryClient.setMutationDefaults(jobMutationKeys.update, {
    ...writeDefaults(async (variables: UpdateJobVariables) => (await import("./shown-values")).shownJobChange(variables), updateJob),
    onSuccess: async (job: Job) => {
      await putAnswer(queryClient, jobKeys.detail(job.id), job);
      void refreshJobLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: teamKeys.shares() });
    },
    onError: (error: Error, { id }: UpdateJobVariables) => {
      const conflict = editConflict(error, JobEditConflict, id);
      if (conflict) queryClient.setQueryData(jobKeys.detail(id), conflict.current);
    },
  });
  queryClient.setMutationDefaults(jobMutationKeys.delete, {
    ...writeDefaults(async () => null, deleteJob),
    onSuccess: (_: void, { id }: DeleteJobVariables) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      queryClient.setQueriesData<InfiniteData<JobPage>>({ queryKey: jobKeys.lists() }, (data) =>
        data?.pages ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((job) => job.id !== id) })) } : data,
      );
      void refreshJobLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: teamKeys.shares() });
    },
  });
}

/** The job's id is made by the client when the user starts the new job, so its later writes share its scope. */
export function useCreateJob(id: string) {
  return useQueuedWrite<CreatedJob, CreateJobVariables>(jobMutationKeys.create, jobScope(id));
}

export function useUpdateJob(id: string) {
  return useQueuedWrite<Job, UpdateJobVariables>(jobMutationKeys.update, jobScope(id));
}

export const useDeleteJob = (id: string) => useQueuedWrite<void, DeleteJobVariables>(jobMutationKeys.delete, jobScope(id));
