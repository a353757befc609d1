/**
 * A job's written notes. Writes are registered as mutation defaults under stable keys and scoped
 * to their job, so a note written with no signal waits in the queue (kept across reloads) and is
 * sent once, under its client-made id and Idempotency-Key.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Note, NoteAuthor } from "../../shared/schemas/note";
import { api } from "./client";
import { conflictError, EditConflict, editConflict, expectOk, readJson, sendEdit } from "./http";
import { jobKeys } from "./jobs";
import { changeKeptList } from "./landed";
import { idempotent, writeDefaults } from "./queued-write";

export const noteKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "notes"] as const,
};

export const noteMutationKeys = {
  add: ["notes", "add"] as const,
  update: ["notes", "update"] as const,
  delete: ["notes", "delete"] as const,
};

class NoteEditConflict extends EditConflict<Note> {}

/** The note as it is now, when an edit of it met someone else's; null for any other failure. */
export const conflictedNote = (error: unknown, id: string): Note | null => editConflict(error, NoteEditConflict, id)?.current ?? null;

export type AddNoteVariables = { jobId: string; id: string; idempotencyKey: string; body: string; author: NoteAuthor | null };
export type UpdateNoteVariables = { jobId: string; id: string; idempotencyKey: string; body: string; base: { body: string } };
export type DeleteNoteVariables = { jobId: string; id: string; idempotencyKey: string };

async function addNote({ jobId, id, idempotencyKey, body }: AddNoteVariables): Promise<Note> {
  return readJson(await api.api.jobs[":jobId"].notes.$post({ param: { jobId }, json: { id, body } }, idempotent(idempotencyKey)));
}

async function updateNote({ id, idempotencyKey, body, base }: UpdateNoteVariables): Promise<Note> {
  return sendEdit(
    async (patch: { body: string }, sentBase: { body?: string }) => {
      const response = await api.api.notes[":id"].$patch({ param: { id }, json: { ...patch, base: sentBase } }, idempotent(idempotencyKey));
      if (response.status === 409) throw await conflictError(response, NoteEditConflict);
      return readJson(response);
    },
    { body },
    base,
  );
}

/** A note already gone (deleted on another device, or by an earlier try of this one) counts as deleted. */
async function deleteNote({ id, idempotencyKey }: DeleteNoteVariables): Promise<void> {
  const response = await api.api.notes[":id"].$delete({ param: { id } }, idempotent(idempotencyKey));
  const status: number = response.status;
  if (status === 404) return;
  await expectOk(response);
}

const updateList = (queryClient: QueryClient, jobId: string, change: (list: Note[]) => Note[]) => changeKeptList(queryClient, noteKeys.list(jobId), change);

export function registerNoteMutations(queryClient: QueryClient) {
  queryClient.setMutationDefaults(noteMutationKeys.add, {
    ...writeDefaults(async (variables: AddNoteVariables) => (await import("./shown-values")).shownNewNote(variables), addNote),
    onSuccess: (note: Note) => updateList(queryClient, note.jobId, (list) => [note, ...list.filter((item) => item.id !== note.id)]),
  });
  queryClient.setMutationDefaults(noteMutationKeys.update, {
    ...writeDefaults(async ({ body }: UpdateNoteVariables) => ({ body }), updateNote),
    onSuccess: (note: Note) => updateList(queryClient, note.jobId, (list) => list.map((item) => (item.id === note.id ? note : item))),
    onError: (error: Error, { jobId, id }: UpdateNoteVariables) => {
      const current = conflictedNote(error, id);
      if (current) void updateList(queryClient, jobId, (list) => list.map((item) => (item.id === id ? current : item)));
    },
  });
  queryClient.setMutationDefaults(noteMutationKeys.delete, {
    ...writeDefaults(async () => null, deleteNote),
    onSuccess: (_done: void, { jobId, id }: DeleteNoteVariables) => updateList(queryClient, jobId, (list) => list.filter((item) => item.id !== id)),
  });
}
