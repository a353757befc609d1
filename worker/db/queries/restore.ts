import { type Column, eq, getTableColumns, inArray, lt } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { files, jobs, materialEstimates, measurements, notes, photos, restoresUnderWay, voiceNotes } from "../schema";
import { logActivity } from "./activity";
import type { JobRow } from "./job-row";

/** D1 binds at most 100 parameters per statement, so multi-row inserts go in slices that fit. */
const D1_PARAMETERS_MAX = 100;

function insertsOf<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  const columns = Object.values(getTableColumns(table) as Record<string, Column>).length;
  const perStatement = Math.max(1, Math.floor(D1_PARAMETERS_MAX / columns));
  const statements = [];
  for (let at = 0; at < rows.length; at += perStatement) statements.push(db.insert(table).values(rows.slice(at, at + perStatement)));
  return statements;
}

export type RestoredJob = {
  job: typeof jobs.$inferInsert & { id: string; userId: string };
  measurements: (typeof measurements.$inferInsert)[];
  estimates: (typeof materialEstimates.$inferInsert)[];
  photos: (typeof photos.$inferInsert)[];
  notes: (typeof notes.$inferInsert)[];
  voiceNotes: (typeof voiceNotes.$inferInsert)[];
  files: (typeof files.$inferInsert)[];
  details: string;
};

/** The restored job and everything under it, written in one batch: all of it or, if any statement fails, none. */
export async function insertRestoredJob(db: Db, restored: RestoredJob): Promise<JobRow> {
  const { job } = restored;
  const [[row]] = await db.batch([
    db.insert(jobs).values(job).returning(),
    ...insertsOf(db, measurements, restored.measurements),
    ...insertsOf(db, materialEstimates, restored.estimates),
    ...insertsOf(db, photos, restored.photos),
    ...insertsOf(db, notes, restored.notes),
    ...insertsOf(db, voiceNotes, restored.voiceNotes),
    ...insertsOf(db, files, restored.files),
    logActivity(db, { userId: job.userId, ownerId: job.userId, jobId: job.id, action: "restored_job", details: restored.details }),
    db.delete(restoresUnderWay).where(eq(restoresUnderWay.jobId, job.id)),
  ]);
  return row!;
}

/** Written before a restore stores its first object, so a restore cut off before its job is written is found later. */
export async function startRestore(db: Db, jobId: string, now: Date): Promise<void> {
  await db.insert(restoresUnderWay).values({ jobId, startedAt: now });
}

/** Whether the restored job was written: a batch can commit and its answer still be lost. */
export async function restoredJobWritten(db: Db, jobId: string): Promise<boolean> {
  return (await db.$count(jobs, eq(jobs.id, jobId))) > 0;
}

/** A restore that failed and took its objects back (or stored none). */
export async function endRestore(db: Db, jobId: string): Promise<void> {
  await db.delete(restoresUnderWay).where(eq(restoresUnderWay.jobId, jobId));
}

/** Restores started before `before`, oldest first, and whether each one's job was written (then only its mark is left). */
export async function staleRestores(db: Db, before: Date, limit: number): Promise<{ jobId: string; jobWritten: boolean }[]> {
  const rows = await db
    .select({ jobId: restoresUnderWay.jobId, writtenJob: jobs.id })
    .from(restoresUnderWay)
    .leftJoin(jobs, eq(jobs.id, restoresUnderWay.jobId))
    .where(lt(restoresUnderWay.startedAt, before))
    .orderBy(restoresUnderWay.startedAt)
    .limit(limit);
  return rows.map((row) => ({ jobId: row.jobId, jobWritten: row.writtenJob !== null }));
}

export async function forgetRestores(db: Db, jobIds: string[]): Promise<void> {
  if (jobIds.length) await db.delete(restoresUnderWay).where(inArray(restoresUnderWay.jobId, jobIds));
}
