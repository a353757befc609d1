/**
 * A job's voice notes. Recordings go through the voice note outbox (features/notes), which keeps
 * each one on the device until the server has it; transcript corrections, retries and deletes are
 * plain mutations that need a signal.
 */
import { type QueryClient, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { VoiceNote } from "../../shared/schemas/voice-note";
import { api } from "./client";
import { formUpload } from "./form-upload";
import { type ApiError, EditConflict, conflictError, editConflict, expectOk, readJson } from "./http";
import { jobKeys, liveJobScope } from "./jobs";
import { putAnswer, putArrival, withItem } from "./landed";

const voiceNoteKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "voice-notes"] as const,
};

export type UploadVoiceNoteVariables = { jobId: string; id: string; audio: Blob; duration: number };
type VoiceNoteVariables = { jobId: string; id: string };
type CorrectVariables = VoiceNoteVariables & { transcription: string; base: { transcription: string | null } };

async function fetchVoiceNotes(jobId: string): Promise<VoiceNote[]> {
  return readJson(await api.api.jobs[":jobId"]["voice-notes"].$get({ param: { jobId } }));
}

/** While a transcript is being made the list is asked again every few seconds, until none is pending. */
const PENDING_POLL_MS = 4000;

export const voiceNotesQuery = (jobId: string) =>
  queryOptions({
    queryKey: voiceNoteKeys.list(jobId),
    queryFn: () => fetchVoiceNotes(jobId),
    refetchInterval: (query) => (query.state.data?.some((note) => note.transcriptionStatus === "pending") ? PENDING_POLL_MS : false),
  });

export const useVoiceNotes = (jobId: string) => useQuery(voiceNotesQuery(jobId));

const extensionOf = (type: string) => (type.includes("mp4") ? "m4a" : type.includes("ogg") ? "ogg" : type.includes("wav") ? "wav" : "webm");

/** Uploads a recording under its client-made id; sent again, the server answers the note it already has. The outbox calls this. */
export async function uploadVoiceNote({ jobId, id, audio, duration }: UploadVoiceNoteVariables): Promise<VoiceNote> {
  const form = new FormData();
  form.set("id", id);
  form.set("duration", String(Math.round(duration)));
  form.set("audio", audio, `voice-note.${extensionOf(audio.type)}`);
  return readJson(await api.api.jobs[":jobId"]["voice-notes"].$post({ param: { jobId } }, formUpload(form)));
}

const putVoiceNote = (queryClient: QueryClient, note: VoiceNote) => putAnswer<VoiceNote[]>(queryClient, voiceNoteKeys.list(note.jobId), withItem(note, "start"));

/** A recording the outbox delivered (see `putArrival`). */
export const voiceNoteArrived = (queryClient: QueryClient, note: VoiceNote) =>
  putArrival(queryClient, voiceNoteKeys.list(note.jobId), withItem(note, "start"));

class VoiceNoteEditConflict extends EditConflict<VoiceNote> {}

/** The voice note as it is now, when a correction met someone else's; null for any other failure. */
export const conflictedVoiceNote = (error: unknown, id: string): VoiceNote | null => editConflict(error, VoiceNoteEditConflict, id)?.current ?? null;

async function correct({ id, transcription, base }: CorrectVariables): Promise<VoiceNote> {
  const response = await api.api["voice-notes"][":id"].$patch({ param: { id }, json: { transcription, base } });
  if (response.status === 409) throw await conflictError(response, VoiceNoteEditConflict);
  return readJson(response);
}

async function retry({ id }: VoiceNoteVariables): Promise<VoiceNote> {
  return readJson(await api.api["voice-notes"][":id"].transcription.$post({ param: { id } }));
}

async function remove({ id }: VoiceNoteVariables): Promise<void> {
  const response = await api.api["voice-notes"][":id"].$delete({ param: { id } });
  if ((response.status as number) === 404) return;
  await expectOk(response);
}

type Failure = ApiError | Error;

export function useCorrectTranscription(jobId: string, queryClient: QueryClient) {
  return useMutation<VoiceNote, Failure, CorrectVariables>({
    mutationFn: correct,
    scope: liveJobScope(jobId),
    onSuccess: (note) => putVoiceNote(queryClient, note),
    onError: (error, { id }) => {
      const current = conflictedVoiceNote(error, id);
      if (current) void putVoiceNote(queryClient, current);
    },
  });
}

export function useRetryTranscription(jobId: string, queryClient: QueryClient) {
  return useMutation<VoiceNote, Failure, VoiceNoteVariables>({ mutationFn: retry, scope: liveJobScope(jobId), onSuccess: (note) => putVoiceNote(queryClient, note) });
}

export function useDeleteVoiceNote(jobId: string, queryClient: QueryClient) {
  return useMutation<void, Failure, VoiceNoteVariables>({
    mutationFn: remove,
    scope: liveJobScope(jobId),
    onSuccess: (_done, { id }) => putAnswer<VoiceNote[]>(queryClient, voiceNoteKeys.list(jobId), (list) => list?.filter((item) => item.id !== id)),
  });
}
