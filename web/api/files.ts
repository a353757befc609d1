/**
 * A job's files and the design proofs sent from them. Uploads go through the file outbox
 * (web/features/files), which keeps each file on the device until the server has it.
 */
import { type QueryClient, queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { sentOnce } from "../../shared/http-headers";
import type { FilePatch, JobFile, Proof, ProofCreateInput } from "../../shared/schemas/file";
import type { Job } from "../../shared/schemas/job";
import { api } from "./client";
import { formUpload } from "./form-upload";
import { type ApiError, EditConflict, conflictError, editConflict, expectOk, readJson, sendEdit } from "./http";
import { jobKeys, liveJobScope } from "./jobs";
import { putAnswer, putArrival, withItem } from "./landed";

const fileKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "files"] as const,
  proofs: (jobId: string) => [...jobKeys.detail(jobId), "proofs"] as const,
};

export type UploadFileVariables = { jobId: string; id: string; file: Blob; filename: string; category: string };
type FileFields = Omit<FilePatch, "base">;
export type UpdateFileVariables = { jobId: string; id: string; patch: FileFields; base: FileFields };
export type FileVariables = { jobId: string; id: string };
/** `idempotencyKey`: one per Send, so a retry after a lost answer gets the version already made rather than another. */
export type SendProofVariables = FileVariables & { input: ProofCreateInput; idempotencyKey: string };

const fileParam = (id: string) => ({ param: { id } });

export const filesQuery = (jobId: string) =>
  queryOptions({ queryKey: fileKeys.list(jobId), queryFn: async () => readJson(await api.api.jobs[":jobId"].files.$get({ param: { jobId } })) });
/** An approval that was to start the job, while the job shown is still quoted: the job is read again to show whether it started. */
function startedByApproval(client: QueryClient, jobId: string, proofs: Proof[]) {
  if (!proofs.some((proof) => proof.status === "approved" && proof.startJobOnApproval)) return;
  if (client.getQueryData<Job>(jobKeys.detail(jobId))?.status !== "quote_sent") return;
  void client.invalidateQueries({ queryKey: jobKeys.detail(jobId), exact: true });
  void client.invalidateQueries({ queryKey: jobKeys.lists() });
  void client.invalidateQueries({ queryKey: jobKeys.stats() });
}

/** The client decides through the link, away from this app: the answer is asked for again whenever the proofs are shown or the app comes back to the front. */
const proofsQuery = (jobId: string) =>
  queryOptions({
    queryKey: fileKeys.proofs(jobId),
    queryFn: async ({ client }) => {
      const proofs = await readJson(await api.api.jobs[":jobId"].proofs.$get({ param: { jobId } }));
      startedByApproval(client, jobId, proofs);
      return proofs;
    },
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useFiles = (jobId: string) => useQuery(filesQuery(jobId));

export const useProofs = (jobId: string) => useQuery(proofsQuery(jobId));

/** Uploads a file under its client-made id; sent again, the server answers the file it already has. The file outbox calls this. */
export async function uploadFile({ jobId, id, file, filename, category }: UploadFileVariables): Promise<JobFile> {
  const form = new FormData();
  form.set("id", id);
  form.set("file", file, filename);
  form.set("category", category);
  return readJson(await api.api.jobs[":jobId"].files.$post({ param: { jobId } }, formUpload(form)));
}

class FileEditConflict extends EditConflict<JobFile> {}

/** The file as it is now, when an edit of it met someone else's change of the same field; null for any other failure. */
export const conflictedFile = (error: unknown, id: string): JobFile | null => editConflict(error, FileEditConflict, id)?.current ?? null;

async function updateFile({ id, patch, base }: UpdateFileVariables): Promise<JobFile> {
  return sendEdit(
    async (fields: FileFields, sentBase: FileFields) => {
      const response = await api.api.files[":id"].$patch({ ...fileParam(id), json: { ...fields, base: sentBase } });
      if (response.status === 409) throw await conflictError(response, FileEditConflict);
      return readJson(response);
    },
    patch,
    base,
  );
}

/** A file already gone (deleted on another device, or by an earlier try of this one) counts as deleted. */
async function deleteFile({ id }: FileVariables): Promise<void> {
  const response = await api.api.files[":id"].$delete(fileParam(id));
  if ((response.status as number) === 404) return;
  await expectOk(response);
}

async function sendProof({ id, input, idempotencyKey }: SendProofVariables): Promise<Proof> {
  return readJson(await api.api.files[":id"].proof.$post({ ...fileParam(id), json: input }, sentOnce(idempotencyKey)));
}

const putFile = (queryClient: QueryClient, file: JobFile) => putAnswer<JobFile[]>(queryClient, fileKeys.list(file.jobId), withItem(file));

/** A file the outbox delivered (see `putArrival`). */
export const fileArrived = (queryClient: QueryClient, file: JobFile) => putArrival(queryClient, fileKeys.list(file.jobId), withItem(file));

type Failure = ApiError | Error;

const UPDATE_FILE_KEY = ["files", "update"] as const;

/** The changes of this file still on their way, latest last, as one patch: what its card shows until they land. */
export function usePendingFileChange(fileId: string): FileFields {
  return useMutationState({
    filters: { mutationKey: UPDATE_FILE_KEY, status: "pending" },
    select: (mutation) => mutation.state.variables as UpdateFileVariables | undefined,
  }).reduce<FileFields>((all, sent) => (sent?.id === fileId ? { ...all, ...sent.patch } : all), {});
}

/** File changes are not queued (a file's own upload waits in the outbox): they are sent when made, or fail with a message. */
export function useUpdateFile(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<JobFile, Failure, UpdateFileVariables>({
    mutationKey: UPDATE_FILE_KEY,
    scope: liveJobScope(jobId),
    mutationFn: updateFile,
    onSuccess: (file) => putFile(queryClient, file),
    onError: (error, { id }) => {
      const current = conflictedFile(error, id);
      if (current) void putFile(queryClient, current);
    },
  });
}

export function useDeleteFile(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Failure, FileVariables>({
    scope: liveJobScope(jobId),
    mutationFn: deleteFile,
    onSuccess: (_done, { id }) => {
      void putAnswer<JobFile[]>(queryClient, fileKeys.list(jobId), (list) => list?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: fileKeys.proofs(jobId) });
    },
  });
}

export function useSendProof(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<Proof, Failure, SendProofVariables>({
    scope: liveJobScope(jobId),
    mutationFn: sendProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.proofs(jobId) }),
  });
}
