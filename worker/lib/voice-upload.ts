/**
 * Voice notes from multipart uploads: the audio's real container read from its bytes, its key
 * chosen from ids alone, the object stored before the row and removed again unless the row that
 * names it is written. A retried upload (same id, same bytes) answers the stored note.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { VOICE_NOTES_PER_JOB_MAX, VOICE_NOTE_MAX_BYTES, VOICE_NOTE_MAX_SECONDS, type VoiceNoteUploadFields, VoiceNoteUploadFieldsSchema } from "../../shared/schemas/voice-note";
import type { TranscriptionStatus, VoiceNoteType } from "../../shared/domain/vocabulary";
import type { Db } from "../db/client";
import type { JobGrant } from "../db/queries/access";
import type { Actor } from "../db/queries/activity";
import { type VoiceNoteRow, findJobVoiceNote, insertVoiceNote, wasVoiceNoteDeleted } from "../db/queries/voice-notes";
import { jobObjects, storeThenWrite } from "../storage/in-flight";
import { voiceUploadKey } from "../storage/keys";
import { checkAudio } from "./audio-check";
import { recordingSeconds } from "./audio-structure/durations";
import { AppError, jobGone } from "./errors";
import { fieldsOtherThan, parseFields, readForm } from "./form-fields";

/** The form's room beyond the audio itself: its text fields and multipart boundaries. */
export const VOICE_FORM_MAX_BYTES = VOICE_NOTE_MAX_BYTES + 64 * 1024;

export type VoiceUpload = { bytes: Uint8Array<ArrayBuffer>; type: VoiceNoteType; fields: VoiceNoteUploadFields; duration: number | null };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const clock = (seconds: number) => `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, "0")}`;

/** The length a recording is stored with: what its bytes say, rounded; the length claimed beside it only where the file does not say. */
export function storedDuration(bytes: Uint8Array, type: VoiceNoteType, claimed: number | null): number | null {
  const measured = recordingSeconds(bytes, type);
  return measured === null ? claimed : Math.round(measured);
}

export async function readVoiceUpload(request: Request): Promise<VoiceUpload> {
  const form = await readForm(request, "audio");
  const sent = fieldsOtherThan(form, ["audio"]);
  const file = form.get("audio");
  if (file === null) throw new AppError("validation_failed", "audio: Please record a voice note.");
  if (typeof file === "string") throw new AppError("validation_failed", "audio: Send a file, not text.");
  if (file.size > VOICE_NOTE_MAX_BYTES) throw new AppError("payload_too_large", `The recording is ${megabytes(file.size)}; a voice note can be at most ${megabytes(VOICE_NOTE_MAX_BYTES)}.`);
  const fields = parseFields(VoiceNoteUploadFieldsSchema, sent);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkAudio(bytes);
  if (typeof checked !== "string") throw new AppError(checked.fault === "unsupported" ? "unsupported_media_type" : "unprocessable_content", `The recording ${checked.problem}`);
  const duration = storedDuration(bytes, checked, fields.duration);
  if (duration !== null && duration > VOICE_NOTE_MAX_SECONDS) {
    throw new AppError("validation_failed", `audio: The recording is ${clock(duration)} long; a voice note can be at most ${VOICE_NOTE_MAX_SECONDS / 60} minutes.`);
  }
  return { bytes, type: checked, fields, duration };
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const OTHER_NOTE = "A different voice note already has this id.";
const VOICE_NOTE_DELETED = "This voice note was deleted after it was recorded.";

function replayOf(row: VoiceNoteRow, contentHash: string): VoiceNoteRow {
  if (row.contentHash === contentHash) return row;
  throw new AppError("conflict", OTHER_NOTE);
}

/** Stores the note under the job; `created` is false when an earlier try had stored these very bytes. */
export async function storeVoiceNote(
  bucket: R2Bucket,
  db: Db,
  actor: Actor,
  grant: JobGrant,
  upload: VoiceUpload,
  transcriptionStatus: TranscriptionStatus,
): Promise<{ row: VoiceNoteRow; created: boolean }> {
  const id = upload.fields.id ?? crypto.randomUUID();
  const contentHash = await sha256(upload.bytes);
  const existing = await findJobVoiceNote(db, grant, id);
  if (existing) return { row: replayOf(existing, contentHash), created: false };
  if (await wasVoiceNoteDeleted(db, grant, id)) throw new AppError("gone", VOICE_NOTE_DELETED);
  const key = voiceUploadKey(grant.job.id, id, crypto.randomUUID());
  const stored = await storeThenWrite(db, bucket, jobObjects(grant.job.id, [key]), {
    store: () => bucket.put(key, upload.bytes, { httpMetadata: { contentType: upload.type } }),
    write: () =>
      insertVoiceNote(db, actor, grant, {
        id,
        storageKey: key,
        mimeType: upload.type,
        byteSize: upload.bytes.byteLength,
        contentHash,
        duration: upload.duration,
        transcriptionStatus,
      }),
    named: (row) => typeof row !== "string",
  }).catch(jobGone);
  if (typeof stored !== "string") return { row: stored, created: true };
  if (stored === "job_full") throw new AppError("conflict", `A job can hold at most ${VOICE_NOTES_PER_JOB_MAX} voice notes.`);
  if (stored === "deleted") throw new AppError("gone", VOICE_NOTE_DELETED);
  const winner = await findJobVoiceNote(db, grant, id);
  if (winner) return { row: replayOf(winner, contentHash), created: false };
  throw new AppError("conflict", OTHER_NOTE);
}
