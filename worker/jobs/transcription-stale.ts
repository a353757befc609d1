import type { Db } from "../db/client";
import { failStaleTranscriptions } from "../db/queries/voice-notes";

/** A transcript runs in the background for a minute or two at most; one still pending after this lost its run. */
export const TRANSCRIPTION_TIME_LIMIT_MS = 15 * 60 * 1000;

export const failStalePendingTranscriptions = (db: Db, now: Date) => failStaleTranscriptions(db, new Date(now.getTime() - TRANSCRIPTION_TIME_LIMIT_MS));
