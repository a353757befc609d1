/**
 * A job's written notes. Writes are registered as mutation defaults under stable keys and scoped
 * to their job, so a note written with no signal waits in the queue (kept across reloads) and is
 * sent once, under its client-made id and Idempotency-Key.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Note, NoteAuthor } from "../../shared/schemas/note";
import { jobKeys } from "./jobs";
import { changeKeptList } from "./landed";
import { writeDefaults } from "./queued-write";

export const noteKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "notes"] as const,
};

export const noteMutationKeys = {
  add: ["notes", "add"] as const,
  update: ["notes", "update"] as const,
  delete: ["notes", "delete"] as const,
};

export type AddNoteVariables = { jobId: string; id: string; idempotencyKey: string; body: string; author: NoteAuthor | null };
export type UpdateNoteVariables = { jobId: string; id: string; idempotencyKey: string; body: string; base: { body: string } };
export type DeleteNoteVariables = { jobId: string; id: string; idempotencyKey: string };

/** The code that sends a note's write, loaded when one is sent. */
const writes = () => import("./note-writes");

const updateList = (queryClient: QueryClient, jobId: string, change: (list: Note[]) => Note[]) => changeKeptList(queryClient, noteKeys.list(jobId), change);

export function registerNoteMutations(queryClient: QueryClient) {
  queryClient.setMutationDefaults(noteMutationKeys.add, {
    ...writeDefaults(async (variables: AddNoteVariables) => (await import("./shown-values")).shownNewNote(variables), async (variables: AddNoteVariables) => (await writes()).addNote(variables)),
    onSuccess: (note: Note) => updateList(queryClient, note.jobId, (list) => [note, ...list.filter((item) => item.id !== note.id)]),
  });
  queryClient.setMutationDefaults(noteMutationKeys.update, {
    ...writeDefaults(async ({ body }: UpdateNoteVariables) => ({ body }), async (variables: UpdateNoteVariables) => (await writes()).updateNote(variables)),
    onSuccess: (note: Note) => updateList(queryClient, note.jobId, (list) => list.map((item) => (item.id === note.id ? note : item))),
    onError: async (error: Error, { jobId, id }: UpdateNoteVariables) => {
      const current = (await writes()).conflictedNote(error, id);
      if (current) void updateList(queryClient, jobId, (list) => list.map((item) => (item.id === id ? current : item)));
    },
  });
  queryClient.setMutationDefaults(noteMutationKeys.delete, {
    ...writeDefaults(async () => null, async (variables: DeleteNoteVariables) => (await writes()).deleteNote(variables)),
    onSuccess: (_done: void, { jobId, id }: DeleteNoteVariables) => updateList(queryClient, jobId, (list) => list.filter((item) => item.id !== id)),
  });
}
