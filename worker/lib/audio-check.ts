/**
 * What an uploaded recording really is, read from its bytes (never its name or declared type):
 * a whole WebM/Matroska, MP4/M4A, Ogg or WAV file (its type), anything else 415 naming what it
 * is, and one of ours cut short or inconsistent 422.
 */
import { fileTypeFromBuffer } from "file-type";
import type { VoiceNoteType } from "../../shared/domain/vocabulary";
import { AUDIO_CONTAINERS } from "./audio-structure/containers";
import { type ImageFault, unsupported } from "./image-structure/bytes";

const EXPECTED = "a WebM, MP4 (M4A), Ogg or WAV recording";

export async function checkAudio(bytes: Uint8Array): Promise<VoiceNoteType | ImageFault> {
  for (const read of AUDIO_CONTAINERS) {
    const verdict = read(bytes);
    if (verdict) return verdict;
  }
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return unsupported(sniffed ? `is ${sniffed.mime} (.${sniffed.ext}), not ${EXPECTED}.` : `is not ${EXPECTED}.`);
}
