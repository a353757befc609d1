/**
 * The app's voice note outbox: recordings kept as Blobs in IndexedDB until the server has them,
 * sent through the voice notes API and put straight into their job's list. It opens for the
 * signed-in user and drains at start, when the signal returns and when the app comes back to the front.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { VoiceNote } from "../../../shared/schemas/voice-note";
import { ApiError } from "../../api/http";
import { uploadVoiceNote, voiceNoteArrived } from "../../api/voice-notes";
import { onUserDataWipe } from "../../lib/user-storage";
import { idbOutboxStorage } from "../../offline/idb-outbox-storage";
import { type OutboxEntry, RefusedUpload, createUploadOutbox } from "../../offline/photo-outbox";

export type OutboxVoiceNote = OutboxEntry & { audio: Blob; duration: number };

const retryLater = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

/** The server's note, or null when it had the note and it has been deleted since (nothing left to send). */
async function send(note: OutboxVoiceNote): Promise<VoiceNote | null> {
  try {
    return await uploadVoiceNote(note);
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return null;
    if (error instanceof ApiError && !retryLater(error.status)) throw new RefusedUpload(error.serverMessage || "Failed to upload the voice note. Please try again.");
    throw error;
  }
}

const RETRY_MS = 30_000;

let deliver: (note: VoiceNote) => void = () => {};

export const voiceOutbox = createUploadOutbox<VoiceNote | null, OutboxVoiceNote>({
  storage: idbOutboxStorage<OutboxVoiceNote>("wrappilot-voice-outbox", "voice-notes"),
  send,
  onSent: (note) => note && deliver(note),
});

onUserDataWipe(() => voiceOutbox.close());

export function useVoiceOutboxSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    deliver = (note) => void voiceNoteArrived(queryClient, note);
    const drain = () => void voiceOutbox.drain().catch(() => undefined);
    const onVisible = () => document.visibilityState === "visible" && drain();
    voiceOutbox.open(userId).then(drain, () => undefined);
    const retry = window.setInterval(() => navigator.onLine && voiceOutbox.list().some((note) => note.state === "waiting") && drain(), RETRY_MS);
    window.addEventListener("online", drain);
    window.addEventListener("focus", drain);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener("online", drain);
      window.removeEventListener("focus", drain);
      document.removeEventListener("visibilitychange", onVisible);
      deliver = () => {};
    };
  }, [queryClient, userId]);
}

export function useOutboxVoiceNotes(): OutboxVoiceNote[] {
  return useSyncExternalStore(voiceOutbox.subscribe, voiceOutbox.list);
}
