import { CloudOff } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { countedList } from "../../lib/counted-list";
import { fileOutbox, useOutboxFiles } from "../files/file-outbox-runtime";
import { useOutboxVoiceNotes, voiceOutbox } from "../notes/voice-outbox-runtime";
import { photoOutbox, useOutboxPhotos } from "../photos/photo-outbox-runtime";

/**
 * On the page of a job that is gone (deleted here or elsewhere, or no longer shared): its photos, voice notes and
 * files still on this phone, which can never land, with the one way to let them go. The uploads banner's Show leads
 * here, so what it counts is never out of reach.
 */
export function StrandedUploads({ jobId }: { jobId: string }) {
  const ofJob = <T extends { jobId: string; state: string }>(items: T[]) => items.filter((item) => item.jobId === jobId && item.state !== "sending");
  const photos = ofJob(useOutboxPhotos());
  const voiceNotes = ofJob(useOutboxVoiceNotes());
  const files = ofJob(useOutboxFiles());
  const total = photos.length + voiceNotes.length + files.length;
  const listed = countedList([
    [photos.length, "photo", "photos"],
    [voiceNotes.length, "voice note", "voice notes"],
    [files.length, "file", "files"],
  ]);
  if (listed === null) return null;
  const discard = async () => {
    if (!window.confirm(`Discard ${listed}? ${total === 1 ? "It" : "They"} will not reach the server.`)) return;
    try {
      await Promise.all([
        ...photos.map((item) => photoOutbox.discard(item.id)),
        ...voiceNotes.map((item) => voiceOutbox.discard(item.id)),
        ...files.map((item) => fileOutbox.discard(item.id)),
      ]);
      toast({ title: total === 1 ? "Upload discarded" : "Uploads discarded" });
    } catch {
      toast({ title: "Couldn't discard", description: "This device could not remove them. Please try again.", variant: "destructive" });
    }
  };
  return (
    <Card role="status" className="mx-auto mt-4 flex max-w-xl flex-wrap items-center gap-3 p-4">
      <CloudOff aria-hidden className="h-5 w-5 shrink-0 text-muted-foreground" />
      <p className="min-w-0 flex-1 basis-56">
        {listed} for this job {total === 1 ? "is" : "are"} still on this phone. {total === 1 ? "It" : "They"} can't be uploaded to a job that isn't there.
      </p>
      <Button variant="outline" onClick={() => void discard()}>
        Discard {total === 1 ? "it" : "them"}
      </Button>
    </Card>
  );
}
