import * as z from "zod";
import { TRANSCRIPTION_MAX } from "../constants";
import type { TranscriptionStatus, VoiceNoteType } from "../domain/vocabulary";
import type { NoteAuthor } from "./note";
import { absentAs, clientId, editBase, paragraphOf } from "./fields";
import { toNumber } from "../domain/number-text";

export const VOICE_NOTE_MAX_BYTES = 20 * 1024 * 1024;
export const VOICE_NOTE_MAX_SECONDS = 600;
export const VOICE_NOTES_PER_JOB_MAX = 500;

/** The text parts of a voice note upload (the multipart form's fields beside the audio). */
export const VoiceNoteUploadFieldsSchema = z.object({
  id: absentAs(clientId.optional(), undefined),
  duration: z.preprocess(
    toNumber,
    z
      .number({ error: "duration must be the recording's length in seconds" })
      .finite("duration must be the recording's length in seconds")
      .min(0, "duration must be the recording's length in seconds")
      .max(VOICE_NOTE_MAX_SECONDS + 1, `A voice note can be at most ${VOICE_NOTE_MAX_SECONDS / 60} minutes long`)
      .transform((seconds) => Math.min(Math.round(seconds), VOICE_NOTE_MAX_SECONDS)),
  ),
}).strict();
export type VoiceNoteUploadFields = z.output<typeof VoiceNoteUploadFieldsSchema>;

/** The user's correction of a transcript, with the transcript it was made from (`base`); empty clears it. */
export const VoiceNotePatchSchema = z.object({ transcription: absentAs(paragraphOf(TRANSCRIPTION_MAX).nullable(), null), base: editBase(["transcription"]) }).strict();

export type VoiceNote = {
  id: string;
  jobId: string;
  audioUrl: string;
  duration: number | null;
  mimeType: VoiceNoteType;
  size: number;
  transcription: string | null;
  transcriptionStatus: TranscriptionStatus;
  /** Who recorded it; null when their account has since been deleted. */
  author: NoteAuthor | null;
  createdAt: string;
};
