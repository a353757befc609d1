import type { VoiceNote } from "../../shared/schemas/voice-note";
import type { NamedVoiceNote } from "../db/queries/voice-notes";
import { nameFromNaming } from "../db/queries/person-naming";

export function toVoiceNoteDto({ voiceNote: row, authorNaming }: NamedVoiceNote): VoiceNote {
  return {
    id: row.id,
    jobId: row.jobId,
    audioUrl: `/api/voice-notes/${row.id}/audio`,
    duration: row.duration,
    mimeType: row.mimeType,
    size: row.byteSize,
    transcription: row.transcription,
    transcriptionStatus: row.transcriptionStatus,
    author: row.userId && authorNaming !== null ? { id: row.userId, name: nameFromNaming(authorNaming) } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
