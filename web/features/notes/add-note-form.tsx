import { useState } from "react";
import { NOTE_BODY_MAX } from "../../../shared/constants";
import { showsText } from "../../../shared/domain/visible-text";
import type { NoteAuthor } from "../../../shared/schemas/note";
import { useAddNote } from "../../api/note-list";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useKeptDraft } from "../../lib/use-kept-draft";
import { useSingleFlight } from "../../lib/use-single-flight";
import { uuidv7 } from "../../lib/uuidv7";
import { toastFailure } from "../feedback/failure-toast";
import { syncNote } from "../feedback/sync-note";
import { LengthCount } from "./length-count";

/** Writes a note; with no signal it waits in the queue under its own id and shows at once. What is typed is kept until it is added. */
export function AddNoteForm({ jobId, author }: { jobId: string; author: NoteAuthor | null }) {
  const [body, setBody] = useKeptDraft(`note-draft:${jobId}`);
  const [id, setId] = useState(uuidv7);
  const add = useAddNote(jobId);
  const keys = useIdempotencyKey();
  const tooLong = body.length > NOTE_BODY_MAX;
  const blank = !showsText(body);

  const save = useSingleFlight(async () => {
    if (blank) return;
    try {
      const outcome = await add.submit({ jobId, id, idempotencyKey: keys.keyFor({ id, body }), body, author });
      keys.finish();
      setBody((current) => (current === body ? "" : current));
      setId(uuidv7());
      toast({ title: "Note added", ...syncNote(outcome) });
    } catch (error) {
      toastFailure("Note not added", error);
    }
  });

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor="new-note" className="font-semibold">
        Add a note
      </label>
      <Textarea id="new-note" value={body} onChange={(event) => setBody(event.target.value)} placeholder="What should the crew know?" aria-invalid={tooLong} aria-describedby="new-note-count" />
      <div className="flex items-center justify-between gap-2">
        <LengthCount id="new-note-count" length={body.length} max={NOTE_BODY_MAX} />
        <Button type="submit" disabled={add.isPending || tooLong || blank}>
          Add note
        </Button>
      </div>
    </form>
  );
}
