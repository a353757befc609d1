/** A queued edit as the sync sheet shows and resolves it, whatever the shape of its write's variables. */
import type { QueuedWrite } from "../../api/pending-changes";
import type { UpdateNoteVariables } from "../../api/notes";
import type { EditRequest } from "../../offline/conflict-merge";

/** The fields a queued edit changes and their earlier values: a note's edit carries its text and base by themselves. */
export function editOf(write: QueuedWrite): EditRequest | null {
  const variables = write.mutation.state.variables;
  if (write.kind === "note.update") {
    const { body, base } = variables as UpdateNoteVariables;
    return { patch: { body }, base };
  }
  return write.kind === "job.update" || write.kind === "measurement.update" ? (variables as EditRequest) : null;
}

/** The queued edit's variables with the fields and base the user chose; the caller gives them a new Idempotency-Key. */
export function variablesWith(write: QueuedWrite, edit: EditRequest): object {
  const variables = write.mutation.state.variables as object;
  if (write.kind !== "note.update") return { ...variables, ...edit };
  return { ...variables, body: edit.patch.body, base: edit.base };
}
