import type { Note } from "../../shared/schemas/note";
import type { NamedNote } from "../db/queries/notes";
import { nameFromNaming } from "../db/queries/person-naming";

export function toNoteDto({ note, authorNaming }: NamedNote): Note {
  return {
    id: note.id,
    jobId: note.jobId,
    body: note.body,
    author: note.userId ? { id: note.userId, name: nameFromNaming(authorNaming) } : null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
