import { useQueryClient } from "@tanstack/react-query";
import { CloudOff, Loader2, Mic, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { TRANSCRIPTION_MAX } from "../../../shared/constants";
import type { VoiceNote } from "../../../shared/schemas/voice-note";
import { showsText } from "../../../shared/domain/visible-text";
import { conflictedVoiceNote, useCorrectTranscription, useDeleteVoiceNote, useRetryTranscription } from "../../api/voice-notes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { formatTimeline } from "../../lib/date-text";
import { useObjectUrl } from "../../lib/use-object-url";
import { useOnline } from "../../lib/use-online";
import { toastFailure } from "../feedback/failure-toast";
import { TextEditor } from "./text-editor";
import { clockText } from "./note-text";
import { type OutboxVoiceNote, voiceOutbox } from "./voice-outbox-runtime";

const NOT_SET_UP_TEXT = "Transcription is not set up on this server.";

/** Who recorded it; a voice note the phone kept from before answers named its recorder has no such field and names nobody, not a former member. */
const recorderOf = (note: VoiceNote) => ("author" in note ? (note.author?.name ?? "Former member") : undefined);

/** `by`: who recorded it, as written notes say who wrote them; none for one still on this phone, which is the user's own. */
function Header({ duration, at, by }: { duration: number | null; at: string; by?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      <Mic aria-hidden className="h-4 w-4 text-primary" />
      <span className="font-semibold text-foreground">Voice note{duration !== null ? ` · ${clockText(duration)}` : ""}</span>
      {by === undefined ? null : <span>by {by}</span>}
      <span>{formatTimeline(at)}</span>
    </p>
  );
}

function Transcript({ note, editable }: { note: VoiceNote; editable: boolean }) {
  const queryClient = useQueryClient();
  const retry = useRetryTranscription(note.jobId, queryClient);
  switch (note.transcriptionStatus) {
    case "pending":
      return (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          Transcribing…
        </p>
      );
    case "failed":
      return (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-destructive">Transcription failed.</p>
          {editable ? (
            <Button variant="outline" disabled={retry.isPending} onClick={() => retry.mutate({ jobId: note.jobId, id: note.id }, { onError: (error) => toastFailure("Transcription not started", error) })}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              Retry transcription
            </Button>
          ) : null}
        </div>
      );
    default:
      return note.transcription ? (
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.transcription}</p>
      ) : (
        <p className="text-muted-foreground">{note.transcriptionStatus === "unavailable" ? NOT_SET_UP_TEXT : "No speech was heard."}</p>
      );
  }
}

/** A voice note on the server: playback (ranged, so Safari plays it), its transcript in whichever state it is, correction and delete. */
export function VoiceNoteCard({ note, editable }: { note: VoiceNote; editable: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const correct = useCorrectTranscription(note.jobId, queryClient);
  const remove = useDeleteVoiceNote(note.jobId, queryClient);

  const edit = (transcription: string | null) => {
    setFrom(transcription);
    setDraft(transcription ?? "");
  };

  const save = () => {
    if (draft === null) return;
    const clearing = !showsText(draft);
    if (clearing && from === null) return setDraft(null);
    correct.mutate(
      { jobId: note.jobId, id: note.id, transcription: draft, base: { transcription: from } },
      {
        onSuccess: () => (setDraft(null), toast({ title: clearing ? "Transcript removed" : "Transcript saved" })),
        onError: (error) => {
          toastFailure("Transcript not saved", error, { fieldLabels: { transcription: "Transcript" } });
          const current = conflictedVoiceNote(error, note.id);
          if (current) edit(current.transcription);
        },
      },
    );
  };

  return (
    <Card className="space-y-3 p-4">
      <Header duration={note.duration} at={note.createdAt} by={recorderOf(note)} />
      <audio controls preload="none" src={note.audioUrl} className="w-full" aria-label="Play voice note" />
      {draft === null ? (
        <Transcript note={note} editable={editable} />
      ) : (
        <TextEditor label="Transcript" value={draft} max={TRANSCRIPTION_MAX} saveLabel="Save transcript" saving={correct.isPending} onChange={setDraft} onCancel={() => setDraft(null)} onSave={save} />
      )}
      {editable && draft === null ? (
        <div className="flex justify-end gap-1">
          {note.transcriptionStatus !== "pending" ? (
            <Button variant="ghost" size="icon" aria-label={note.transcription ? "Edit transcript" : "Write transcript"} onClick={() => edit(note.transcription)}>
              <Pencil aria-hidden className="h-5 w-5" />
            </Button>
          ) : null}
          <Button variant="ghost" size="icon" aria-label="Delete voice note" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden className="h-5 w-5" />
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this voice note?"
        description="The recording and its transcript are removed from the job for everyone."
        confirmLabel="Delete voice note"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync({ jobId: note.jobId, id: note.id }).then(
            () => (setDeleting(false), toast({ title: "Voice note deleted" })),
            (error: unknown) => toastFailure("Voice note not deleted", error),
          )
        }
      />
    </Card>
  );
}

/** A recording still on this phone: playable from the device, what it waits for, and for a refused one, retry or discard. */
export function QueuedVoiceNoteCard({ note }: { note: OutboxVoiceNote }) {
  const url = useObjectUrl(note.audio);
  const online = useOnline();
  const discard = () => void voiceOutbox.discard(note.id).catch(() => undefined);
  const status = note.state === "sending" ? "Uploading…" : note.state === "refused" ? `Not uploaded: ${note.problem ?? "Please try again."}` : online ? "Waiting to upload" : "Waiting for signal";
  return (
    <Card className="space-y-3 border-dashed border-primary p-4" aria-label={`Voice note: ${status}`}>
      <Header duration={note.duration} at={note.queuedAt} />
      {url ? <audio controls src={url} className="w-full" aria-label="Play voice note" /> : null}
      <p className={`flex items-center gap-1.5 text-sm font-medium ${note.state === "refused" ? "text-destructive" : "text-muted-foreground"}`} role={note.state === "refused" ? "alert" : "status"}>
        {note.state === "sending" ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <CloudOff aria-hidden className="h-4 w-4" />}
        {status}
      </p>
      {note.state === "refused" ? (
        <div className="flex gap-2">
          {note.final ? (
            <Button variant="outline" className="flex-1" aria-label="Discard voice note" onClick={discard}>
              <Trash2 aria-hidden className="h-4 w-4" />
              Discard
            </Button>
          ) : (
            <>
              <Button variant="outline" className="flex-1" onClick={() => void voiceOutbox.retry(note.id).then(() => voiceOutbox.drain(), () => undefined)}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                Retry
              </Button>
              <Button variant="ghost" size="icon" aria-label="Discard voice note" onClick={discard}>
                <Trash2 aria-hidden className="h-5 w-5" />
              </Button>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
