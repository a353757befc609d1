/**
 * Transcripts from Workers AI, when the Worker has an `AI` binding (a deployment adds it; local
 * runs have none and say so rather than making one up). The model runs after the answer is sent
 * (waitUntil), and moves the note from pending to done or failed only if nothing else moved it.
 */
import type { Ai } from "@cloudflare/workers-types";
import type { Db } from "../db/client";
import { TRANSCRIPTION_MAX } from "../../shared/constants";
import { sanitizeParagraph } from "../../shared/schemas/fields";
import { setTranscription } from "../db/queries/voice-notes";

export const TRANSCRIPTION_MODEL = "@cf/openai/whisper-large-v3-turbo";

const base64 = (bytes: Uint8Array) => {
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
};

export async function transcribe(ai: Ai, db: Db, noteId: string, audio: Uint8Array): Promise<void> {
  try {
    const answer = await ai.run(TRANSCRIPTION_MODEL, { audio: base64(audio), task: "transcribe", vad_filter: true });
    await setTranscription(db, noteId, "pending", { transcriptionStatus: "done", transcription: sanitizeParagraph(answer.text, TRANSCRIPTION_MAX) || null });
  } catch (error) {
    console.error(JSON.stringify({ event: "transcription_failed", noteId, error: String(error) }));
    await setTranscription(db, noteId, "pending", { transcriptionStatus: "failed" });
  }
}
