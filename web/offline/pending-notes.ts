/** A job's notes as the user sees them while their writes wait: apart from the rest of the pending view, as only the notes tab needs them. */
import type { Note } from "../../shared/schemas/note";
import { type PendingChange, forJob } from "./pending-view";

function applyNoteChange(list: Note[], change: PendingChange): Note[] {
  switch (change.kind) {
    case "note.add":
      return change.note && !list.some((item) => item.id === change.id) ? [change.note, ...list] : list;
    case "note.update":
      return list.map((item) => (item.id === change.id ? { ...item, ...change.fields } : item));
    case "note.delete":
      return list.filter((item) => item.id !== change.id);
    default:
      return list;
  }
}

/** The job's notes, newest first, with its queued note writes; a job created on this device starts with none. */
export function pendingNotes(server: Note[] | undefined, changes: PendingChange[], jobId: string): Note[] | undefined {
  const mine = forJob(changes, jobId);
  const base = server ?? (mine.some((change) => change.kind === "job.create" || change.kind === "note.add") ? [] : undefined);
  return base && mine.reduce(applyNoteChange, base);
}
