import { type Column, getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { files, jobs, materialEstimates, measurements, notes, photos, voiceNotes } from "../schema";
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
  ]);
  return row!;
}
