import type { VoiceNote } from "../../shared/schemas/voice-note";
import type { VoiceNoteRow } from "../db/queries/voice-notes";

export function toVoiceNoteDto(row: VoiceNoteRow): VoiceNote {
  return {
    id: row.id,
    jobId: row.jobId,
    audioUrl: `/api/voice-notes/${row.id}/audio`,
    duration: row.duration,
    mimeType: row.mimeType,
    size: row.byteSize,
    transcription: row.transcription,
    transcriptionStatus: row.transcriptionStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
