/** The app's voice note outbox: recordings kept as Blobs in IndexedDB until the server has them, then put into their job's list. */
import { jobScope } from "../../api/jobs";
import { sendUpload } from "../../api/upload-send";
import { uploadVoiceNote, voiceNoteArrived } from "../../api/voice-notes";
import { idbOutboxStorage } from "../../offline/idb-outbox-storage";
import type { OutboxEntry } from "../../offline/photo-outbox";
import { createUploadRuntime } from "../../offline/upload-runtime";

export type OutboxVoiceNote = OutboxEntry & { audio: Blob; duration: number };

const runtime = createUploadRuntime({
  storage: idbOutboxStorage<OutboxVoiceNote>("wrappilot-voice-outbox", "voice-notes"),
  send: sendUpload(uploadVoiceNote, "Failed to upload the voice note. Please try again."),
  arrived: voiceNoteArrived,
  writeScope: (item) => jobScope(item.jobId).id,
});

export const voiceOutbox = runtime.outbox;
export const useVoiceOutboxSync = runtime.useOutboxSync;
export const useOutboxVoiceNotes = runtime.useOutboxItems;
