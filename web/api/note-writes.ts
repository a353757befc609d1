/** How a note's queued writes are sent, loaded when one is: no first screen needs it. */
import type { Note } from "../../shared/schemas/note";
import { api } from "./client";
import { conflictError, EditConflict, editConflict, expectOk, readJson, sendEdit } from "./http";
import type { AddNoteVariables, DeleteNoteVariables, UpdateNoteVariables } from "./notes";
import { idempotent } from "./queued-write";

class NoteEditConflict extends EditConflict<Note> {}

/** The note as it is now, when an edit of it met someone else's; null for any other failure. */
export const conflictedNote = (error: unknown, id: string): Note | null => editConflict(error, NoteEditConflict, id)?.current ?? null;

export async function addNote({ jobId, id, idempotencyKey, body }: AddNoteVariables): Promise<Note> {
  return readJson(await api.api.jobs[":jobId"].notes.$post({ param: { jobId }, json: { id, body } }, idempotent(idempotencyKey)));
}

export async function updateNote({ id, idempotencyKey, body, base }: UpdateNoteVariables): Promise<Note> {
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
export async function deleteNote({ id, idempotencyKey }: DeleteNoteVariables): Promise<void> {
  const response = await api.api.notes[":id"].$delete({ param: { id } }, idempotent(idempotencyKey));
  const status: number = response.status;
  if (status === 404) return;
  await expectOk(response);
}
