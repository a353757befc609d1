import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NOTE_BODY_MAX } from "../../../shared/constants";
import type { Note } from "../../../shared/schemas/note";
import { useDeleteNote, useUpdateNote } from "../../api/note-list";
import { conflictedNote } from "../../api/note-writes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { formatTimeline } from "../../lib/date-text";
import { useSingleFlight } from "../../lib/use-single-flight";
import { uuidv7 } from "../../lib/uuidv7";
import { toastFailure } from "../feedback/failure-toast";
import { syncNote } from "../feedback/sync-note";
import { TextEditor } from "./text-editor";

const NOTE_LABELS = { body: "the note" };

/** A written note: its text, who wrote it and when; with edit access, edit in place (Escape or Cancel leaves the edit, and the focus returns to Edit note) or delete. */
export function NoteCard({ note, editable, waiting }: { note: Note; editable: boolean; waiting: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [from, setFrom] = useState(note.body);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateNote(note.jobId);
  const remove = useDeleteNote(note.jobId);
  const edited = note.updatedAt !== note.createdAt;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (draft === null && wasEditing.current) editButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const edit = (body: string) => {
    setFrom(body);
    setDraft(body);
  };

  const save = useSingleFlight(async () => {
    if (draft === null) return;
    if (!draft.trim()) {
      toast({ title: "Write something first", description: "Delete the note instead to remove it.", variant: "destructive" });
      return;
    }
    try {
      const outcome = await update.submit({ jobId: note.jobId, id: note.id, idempotencyKey: uuidv7(), body: draft, base: { body: from } });
      setDraft(null);
      toast({ title: "Note saved", ...syncNote(outcome) });
    } catch (error) {
      toastFailure("Note not saved", error, { fieldLabels: NOTE_LABELS });
      const current = conflictedNote(error, note.id);
      if (current) edit(current.body);
    }
  });

  const confirmDelete = async () => {
    try {
      const outcome = await remove.submit({ jobId: note.jobId, id: note.id, idempotencyKey: uuidv7() });
      setDeleting(false);
      toast({ title: "Note deleted", ...syncNote(outcome) });
    } catch (error) {
      toastFailure("Note not deleted", error);
    }
  };

  return (
    <Card className="space-y-2 p-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{note.author?.name ?? "Former member"}</span> · {formatTimeline(note.createdAt)}
        {edited ? " · edited" : ""}
        {waiting ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-semibold">Waiting to sync</span> : null}
      </p>
      {draft === null ? (
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
      ) : (
        <TextEditor label="Note text" value={draft} max={NOTE_BODY_MAX} saveLabel="Save" saving={update.isPending} onChange={setDraft} onCancel={() => setDraft(null)} onSave={() => void save()} />
      )}
      {editable && draft === null ? (
        <div className="flex justify-end gap-1">
          <Button ref={editButton} variant="ghost" size="icon" aria-label="Edit note" onClick={() => edit(note.body)}>
            <Pencil aria-hidden className="h-5 w-5" />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Delete note" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden className="h-5 w-5" />
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this note?"
        description="The note is removed from the job for everyone."
        confirmLabel="Delete note"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
