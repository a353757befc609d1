import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Note } from "../../shared/schemas/note";
import { api } from "./client";
import { readJson } from "./http";
import { jobScope } from "./jobs";
import { type AddNoteVariables, type DeleteNoteVariables, type UpdateNoteVariables, noteKeys, noteMutationKeys } from "./notes";
import { useQueuedWrite } from "./queued-write";

/** The Notes tab's reads and writes, kept apart from the write defaults that every screen registers, so only the tab loads them. */
async function fetchNotes(jobId: string): Promise<Note[]> {
  return readJson(await api.api.jobs[":jobId"].notes.$get({ param: { jobId } }));
}

export const notesQuery = (jobId: string) => queryOptions({ queryKey: noteKeys.list(jobId), queryFn: () => fetchNotes(jobId) });

export const useNotes = (jobId: string) => useQuery(notesQuery(jobId));

export function useAddNote(jobId: string) {
  return useQueuedWrite<Note, AddNoteVariables>(noteMutationKeys.add, jobScope(jobId));
}
export const useUpdateNote = (jobId: string) => useQueuedWrite<Note, UpdateNoteVariables>(noteMutationKeys.update, jobScope(jobId));
export const useDeleteNote = (jobId: string) => useQueuedWrite<void, DeleteNoteVariables>(noteMutationKeys.delete, jobScope(jobId));
