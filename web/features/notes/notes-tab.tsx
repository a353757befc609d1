import { useQuery } from "@tanstack/react-query";
import { Mic, Search, StickyNote } from "lucide-react";
import { useEffect, useState } from "react";
import { accessAllows } from "../../../shared/domain/job-access";
import { personName } from "../../../shared/domain/person-name";
import type { Job } from "../../../shared/schemas/job";
import type { Note } from "../../../shared/schemas/note";
import type { VoiceNote } from "../../../shared/schemas/voice-note";
import { currentUserQuery } from "../../api/auth";
import { useNotes } from "../../api/note-list";
import { usePendingChanges } from "../../api/pending-changes";
import { useVoiceNotes } from "../../api/voice-notes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Input } from "../../components/ui/input";
import { pendingNotes } from "../../offline/pending-notes";
import { AddNoteForm } from "./add-note-form";
import { NoteCard } from "./note-card";
import { matchesSearch } from "./note-text";
import { QueuedVoiceNoteCard, VoiceNoteCard } from "./voice-note-card";
import { type OutboxVoiceNote, useOutboxVoiceNotes } from "./voice-outbox-runtime";
import { byCodeUnits } from "../../../shared/domain/text-order";
import { lazyPage, whenOpen } from "../../components/lazy-page";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { waitsForSignal } from "../../api/query-offline";

const VoiceRecorderDialog = whenOpen(lazyPage(() => import("./voice-recorder-dialog")));

type Item = { kind: "note"; at: string; note: Note } | { kind: "voice"; at: string; note: VoiceNote } | { kind: "queued"; at: string; note: OutboxVoiceNote };

const textOf = (item: Item) => (item.kind === "note" ? [item.note.body] : item.kind === "voice" ? [item.note.transcription] : []);

/** The job's written and voice notes, newest first, searchable by their text and transcripts; recording opens from here or from Quick Actions. */
export function NotesTab({ job, recordRequested, onRecordHandled }: { job: Job; recordRequested: boolean; onRecordHandled: () => void }) {
  const notes = useNotes(job.id);
  const voiceNotes = useVoiceNotes(job.id);
  const changes = usePendingChanges();
  const queued = useOutboxVoiceNotes().filter((note) => note.jobId === job.id);
  const user = useQuery(currentUserQuery).data;
  const [search, setSearch] = useState("");
  const [recording, setRecording] = useState(false);
  const editable = accessAllows(job.access.level, "edit");

  useEffect(() => {
    if (!recordRequested) return;
    if (editable) setRecording(true);
    onRecordHandled();
  }, [recordRequested, editable, onRecordHandled]);

  const shownNotes = pendingNotes(notes.data, changes, job.id) ?? [];
  const waiting = new Set(changes.flatMap((change) => (change.kind === "note.add" || change.kind === "note.update") && change.jobId === job.id ? [change.id] : []));
  const items: Item[] = [
    ...shownNotes.map((note): Item => ({ kind: "note", at: note.createdAt, note })),
    ...(voiceNotes.data ?? []).map((note): Item => ({ kind: "voice", at: note.createdAt, note })),
    ...queued.filter((note) => !voiceNotes.data?.some((sent) => sent.id === note.id)).map((note): Item => ({ kind: "queued", at: note.queuedAt, note })),
  ].sort((a, b) => byCodeUnits(b.at, a.at));
  const shown = items.filter((item) => matchesSearch(search, textOf(item)));
  const loading = (notes.isPending && !notes.data) || (voiceNotes.isPending && !voiceNotes.data);
  const offline = loading && (waitsForSignal(notes) || waitsForSignal(voiceNotes));
  const failed = !loading && (notes.isError || voiceNotes.isError) && items.length === 0;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {editable ? (
        <Card className="space-y-4 p-4 lg:order-last lg:self-start">
          <Button size="lg" className="w-full min-h-16 text-xl" onClick={() => setRecording(true)}>
            <Mic aria-hidden className="h-7 w-7" />
            Record voice note
          </Button>
          <AddNoteForm jobId={job.id} author={user ? { id: user.id, name: personName(user) } : null} />
        </Card>
      ) : null}
      <section aria-label="Notes" className="space-y-3 lg:col-span-2">
        {items.length > 0 ? (
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground" />
            <Input type="search" aria-label="Search notes and transcripts" placeholder="Search notes and transcripts" value={search} onChange={(event) => setSearch(event.target.value)} className="pl-10" />
          </div>
        ) : null}
        {loading ? <p className="text-muted-foreground">{offline ? OFFLINE_NOTE : "Loading notes…"}</p> : null}
        {failed ? <p role="alert" className="text-destructive">Notes could not be loaded. Check your signal and open the tab again.</p> : null}
        {!loading && !failed && items.length === 0 ? (
          <EmptyState icon={StickyNote} title="No notes yet" description={editable ? "Write a note or record a voice note for the crew." : "Nobody has added notes to this job yet."} />
        ) : null}
        {items.length > 0 && shown.length === 0 ? <p className="text-muted-foreground">No notes match “{search.trim()}”.</p> : null}
        <ul className="space-y-3">
          {shown.map((item) => (
            <li key={`${item.kind}:${item.note.id}`}>
              {item.kind === "note" ? (
                <NoteCard note={item.note} editable={editable} waiting={waiting.has(item.note.id)} />
              ) : item.kind === "voice" ? (
                <VoiceNoteCard note={item.note} editable={editable} />
              ) : (
                <QueuedVoiceNoteCard note={item.note} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <VoiceRecorderDialog jobId={job.id} open={recording} onOpenChange={setRecording} />
    </div>
  );
}
