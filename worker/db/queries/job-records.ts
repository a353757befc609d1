import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { activityLogs, files, jobs, materialEstimates, measurements, notes, photos, proofs, voiceNotes } from "../schema";
import { ownedBy } from "./access";
import { fileColumns } from "./file-columns";
import { noteColumns } from "./notes";
import { voiceNoteColumns } from "./voice-notes";

/** Everything a job backup holds from D1, read in one batch: the job, its measurements, estimates, photos with markup, activity, notes, voice notes, files and proofs. */
export async function jobRecords(db: Db, jobId: string) {
  const [[job], measurementRows, estimateRows, photoRows, activityRows, noteRows, voiceNoteRows, fileRows, proofRows] = await db.batch([
    db.select().from(jobs).where(eq(jobs.id, jobId)),
    db.select().from(measurements).where(eq(measurements.jobId, jobId)).orderBy(asc(measurements.createdAt), asc(measurements.id)),
    db.select().from(materialEstimates).where(eq(materialEstimates.jobId, jobId)).orderBy(asc(materialEstimates.createdAt), asc(materialEstimates.id)),
    db.select().from(photos).where(eq(photos.jobId, jobId)).orderBy(asc(photos.createdAt), asc(photos.id)),
    db
      .select({ action: activityLogs.action, details: activityLogs.details, timestamp: activityLogs.timestamp })
      .from(activityLogs)
      .where(eq(activityLogs.jobId, jobId))
      .orderBy(asc(activityLogs.timestamp)),
    db.select(noteColumns).from(notes).where(eq(notes.jobId, jobId)).orderBy(asc(notes.createdAt), asc(notes.id)),
    db.select(voiceNoteColumns).from(voiceNotes).where(eq(voiceNotes.jobId, jobId)).orderBy(asc(voiceNotes.createdAt), asc(voiceNotes.id)),
    db.select(fileColumns).from(files).where(eq(files.jobId, jobId)).orderBy(asc(files.createdAt), asc(files.id)),
    db.select().from(proofs).where(eq(proofs.jobId, jobId)).orderBy(asc(proofs.version)),
  ]);
  return job
    ? { job, measurements: measurementRows, estimates: estimateRows, photos: photoRows, activity: activityRows, notes: noteRows, voiceNotes: voiceNoteRows, files: fileRows, proofs: proofRows }
    : null;
}

export type JobRecords = NonNullable<Awaited<ReturnType<typeof jobRecords>>>;

/** The ids of every job an account owns, oldest first: what its account export holds. */
export async function ownedJobIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(ownedBy(userId)).orderBy(asc(jobs.createdAt), asc(jobs.id)).all();
  return rows.map((row) => row.id);
}
