import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { TranscriptionStatus } from "../../../shared/domain/vocabulary";
import { VOICE_NOTES_PER_JOB_MAX } from "../../../shared/schemas/voice-note";
import type { Db } from "../client";
import { deletedVoiceNotes, jobs, voiceNotes } from "../schema";
import type { GrantInSql, JobGrant } from "./access";
import { type Actor, byActor, logActivityIf } from "./activity";
import { markJobsChanged } from "./backups";
import { hasRoom, insertWhere, neverDeleted } from "./insert-where";
import { describeJob } from "./job-row";
import { namingOf } from "./person-naming";

export type VoiceNoteRow = typeof voiceNotes.$inferSelect;
export type NewVoiceNote = Pick<VoiceNoteRow, "id" | "storageKey" | "mimeType" | "byteSize" | "contentHash" | "duration" | "transcriptionStatus">;

/** A voice note with its recorder's naming fields (shared/domain/person-name), for the DTO. */
export const voiceNoteColumns = { voiceNote: voiceNotes, authorNaming: sql<string | null>`${namingOf(voiceNotes.userId)}` };
export type NamedVoiceNote = { voiceNote: VoiceNoteRow; authorNaming: string | null };

/** The job's voice notes, newest first, each with who recorded it. */
export function voiceNotesOf(db: Db, grant: JobGrant | GrantInSql) {
  return db.select(voiceNoteColumns).from(voiceNotes).where(eq(voiceNotes.jobId, grant.job.id)).orderBy(desc(voiceNotes.createdAt), desc(voiceNotes.id));
}

/** A voice note a route has in hand, with who recorded it (null once their account is deleted). */
export async function withRecorder(db: Db, voiceNote: VoiceNoteRow): Promise<NamedVoiceNote> {
  if (voiceNote.userId === null) return { voiceNote, authorNaming: null };
  const found = await db.get<{ naming: string | null }>(sql`select ${namingOf(sql`${voiceNote.userId}`)} as naming`);
  return { voiceNote, authorNaming: found?.naming ?? null };
}

export async function findJobVoiceNote(db: Db, grant: JobGrant, id: string): Promise<VoiceNoteRow | null> {
  return (await db.select().from(voiceNotes).where(and(eq(voiceNotes.jobId, grant.job.id), eq(voiceNotes.id, id))).get()) ?? null;
}

export async function wasVoiceNoteDeleted(db: Db, grant: JobGrant, id: string): Promise<boolean> {
  const row = await db.select({ id: deletedVoiceNotes.id }).from(deletedVoiceNotes).where(and(eq(deletedVoiceNotes.jobId, grant.job.id), eq(deletedVoiceNotes.id, id))).get();
  return row !== undefined;
}

const previousStatementChanged = sql`changes() = 1`;

const minutesText = (seconds: number | null) => (seconds === null ? "Voice note" : `Voice note (${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")})`);

function logVoiceNote(db: Db, actor: Actor, grant: JobGrant, action: string, duration: number | null, now: Date) {
  const details = `${minutesText(duration)} on ${describeJob(grant.job)}${byActor(actor)}`;
  return logActivityIf(db, { userId: actor.userId, ownerId: grant.job.userId, jobId: grant.job.id, action, details, timestamp: now }, previousStatementChanged);
}

/** Why a voice note was not inserted: its id is taken (by a retry, a racing upload or another job), or the job is full. */
export type VoiceNoteRefusal = "id_taken" | "job_full" | "deleted";

/** Inserts only while the job holds fewer than VOICE_NOTES_PER_JOB_MAX, decided in the insert itself. A job deleted meanwhile fails the batch (foreign key). */
export async function insertVoiceNote(db: Db, actor: Actor, grant: JobGrant, note: NewVoiceNote): Promise<VoiceNoteRow | VoiceNoteRefusal> {
  const now = new Date();
  const room = hasRoom(voiceNotes, eq(voiceNotes.jobId, grant.job.id), VOICE_NOTES_PER_JOB_MAX);
  const [[row], , [taken], [deleted]] = await db.batch([
    insertWhere(
      db,
      voiceNotes,
      { ...note, jobId: grant.job.id, userId: actor.userId, createdAt: now, transcriptionStartedAt: note.transcriptionStatus === "pending" ? now : null },
      and(room, neverDeleted(deletedVoiceNotes, note.id, grant.job.id))!,
    )
      .onConflictDoNothing({ target: voiceNotes.id })
      .returning(),
    logVoiceNote(db, actor, grant, "recorded_voice_note", note.duration, now),
    db.select({ id: voiceNotes.id }).from(voiceNotes).where(eq(voiceNotes.id, note.id)),
    db.select({ id: deletedVoiceNotes.id }).from(deletedVoiceNotes).where(and(eq(deletedVoiceNotes.id, note.id), eq(deletedVoiceNotes.jobId, grant.job.id))),
  ]);
  if (row) return row;
  return taken ? "id_taken" : deleted ? "deleted" : "job_full";
}

/**
 * The user's own words for the transcript (a correction counts as a finished transcript), written while the one it was
 * checked against is still there, marking the job changed for the nightly backup in the same batch; null when overtaken or gone.
 */
export async function correctTranscription(db: Db, note: VoiceNoteRow, transcription: string | null, checked: boolean): Promise<VoiceNoteRow | null> {
  const asRead = checked ? [note.transcription === null ? isNull(voiceNotes.transcription) : eq(voiceNotes.transcription, note.transcription)] : [];
  const [[row]] = await db.batch([
    db.update(voiceNotes).set({ transcription, transcriptionStatus: "done" }).where(and(eq(voiceNotes.id, note.id), ...asRead)).returning(),
    markJobsChanged(db, new Date(), eq(jobs.id, note.jobId), previousStatementChanged),
  ]);
  return row ?? null;
}

/**
 * Moves a transcript from one state to the next only if it is still in `from`, so a late background answer never
 * overwrites a retry or a correction; the job is marked changed for the nightly backup in the same batch.
 */
export async function setTranscription(db: Db, id: string, from: TranscriptionStatus, to: { transcriptionStatus: TranscriptionStatus; transcription?: string | null }): Promise<VoiceNoteRow | null> {
  const now = new Date();
  const startedAt = to.transcriptionStatus === "pending" ? { transcriptionStartedAt: now } : {};
  const [[row]] = await db.batch([
    db.update(voiceNotes).set({ ...to, ...startedAt }).where(and(eq(voiceNotes.id, id), eq(voiceNotes.transcriptionStatus, from))).returning(),
    markJobsChanged(db, now, eq(jobs.id, sql`(select ${voiceNotes.jobId} from ${voiceNotes} where ${voiceNotes.id} = ${id})`), previousStatementChanged),
  ]);
  return row ?? null;
}

/** False when the voice note was already gone. Its id is kept, so a late retry of its upload cannot bring it back. */
export async function deleteVoiceNote(db: Db, actor: Actor, grant: JobGrant, note: VoiceNoteRow): Promise<boolean> {
  const now = new Date();
  const [deleted] = await db.batch([
    db.delete(voiceNotes).where(eq(voiceNotes.id, note.id)).returning({ id: voiceNotes.id }),
    logVoiceNote(db, actor, grant, "deleted_voice_note", note.duration, now),
    db.insert(deletedVoiceNotes).values({ id: note.id, jobId: grant.job.id, deletedAt: now }).onConflictDoNothing({ target: deletedVoiceNotes.id }),
  ]);
  return deleted.length === 1;
}

/** Transcripts pending since before `startedBefore` lost their background run: they become failed, so the user can retry; their jobs are marked changed. */
export async function failStaleTranscriptions(db: Db, startedBefore: Date, now = new Date()): Promise<number> {
  const stale = and(eq(voiceNotes.transcriptionStatus, "pending"), lt(voiceNotes.transcriptionStartedAt, startedBefore));
  const [, rows] = await db.batch([
    markJobsChanged(db, now, inArray(jobs.id, db.select({ id: voiceNotes.jobId }).from(voiceNotes).where(stale))),
    db.update(voiceNotes).set({ transcriptionStatus: "failed" }).where(stale).returning({ id: voiceNotes.id }),
  ]);
  return rows.length;
}
