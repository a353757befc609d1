import { and, asc, eq, or, sql } from "drizzle-orm";
import { FILES_PER_JOB_MAX } from "../../../shared/constants";
import type { FilePatch } from "../../../shared/schemas/file";
import type { Db } from "../client";
import { deletedFiles, files, proofs } from "../schema";
import type { GrantInSql, JobGrant } from "./access";
import { type Actor, byActor, logActivityIf } from "./activity";
import { stillAsRead } from "./field-guard";
import { type FileRow, fileColumns } from "./file-columns";
import { hasRoom, insertWhere, neverDeleted } from "./insert-where";
import { describeJob } from "./job-row";

/** The job's files, oldest first, as a query to run alone or in a batch. */
export function filesOf(db: Db, grant: JobGrant | GrantInSql) {
  return db.select(fileColumns).from(files).where(eq(files.jobId, grant.job.id)).orderBy(asc(files.createdAt), asc(files.id));
}

/** The files the job's owner chose to show on its share links. */
export function sharedFilesOf(db: Db, grant: JobGrant) {
  return db.select(fileColumns).from(files).where(and(eq(files.jobId, grant.job.id), eq(files.shared, true))).orderBy(asc(files.createdAt), asc(files.id));
}

export async function findJobFile(db: Db, grant: JobGrant, fileId: string): Promise<FileRow | null> {
  return (await db.select(fileColumns).from(files).where(and(eq(files.jobId, grant.job.id), eq(files.id, fileId))).get()) ?? null;
}

/** A file a share link may serve: one the owner shared, or a design sent to the client for approval. */
export async function findLinkFile(db: Db, grant: JobGrant, fileId: string): Promise<FileRow | null> {
  const proofOf = sql`exists (select 1 from ${proofs} where ${proofs.fileId} = ${files.id})`;
  const row = await db
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.jobId, grant.job.id), eq(files.id, fileId), or(eq(files.shared, true), proofOf)))
    .get();
  return row ?? null;
}

export type NewFile = Pick<FileRow, "id" | "storageKey" | "filename" | "fileType" | "category" | "byteSize" | "contentHash">;

const previousStatementChanged = sql`changes() = 1`;

function logFile(db: Db, actor: Actor, grant: JobGrant, action: string, filename: string) {
  const details = `${filename} on ${describeJob(grant.job)}${byActor(actor)}`;
  return logActivityIf(db, { userId: actor.userId, ownerId: grant.job.userId, jobId: grant.job.id, action, details }, previousStatementChanged);
}

export type FileRefusal = "id_taken" | "job_full" | "deleted";

/**
 * Inserts the file only while the job holds fewer than FILES_PER_JOB_MAX and its id was never deleted, both decided in
 * the insert itself: an upload retried while the file was being deleted cannot bring it back. A job deleted meanwhile
 * fails the batch (foreign key).
 */
export async function insertFile(db: Db, actor: Actor, grant: JobGrant, file: NewFile): Promise<FileRow | FileRefusal> {
  const room = hasRoom(files, eq(files.jobId, grant.job.id), FILES_PER_JOB_MAX);
  const [, , [row], [taken], [deleted]] = await db.batch([
    insertWhere(db, files, { ...file, jobId: grant.job.id, uploadedBy: actor.userId, createdAt: new Date() }, and(room, neverDeleted(deletedFiles, file.id, grant.job.id))!).onConflictDoNothing({ target: files.id }),
    logFile(db, actor, grant, "uploaded_file", file.filename),
    db.select(fileColumns).from(files).where(and(eq(files.id, file.id), eq(files.jobId, grant.job.id), eq(files.storageKey, file.storageKey))),
    db.select({ id: files.id }).from(files).where(eq(files.id, file.id)),
    db.select({ id: deletedFiles.id }).from(deletedFiles).where(and(eq(deletedFiles.id, file.id), eq(deletedFiles.jobId, grant.job.id))),
  ]);
  if (row) return row;
  return taken ? "id_taken" : deleted ? "deleted" : "job_full";
}

/** Writes the change while the fields the edit was checked on still hold what was read; null when overtaken or gone. */
export async function updateFile(db: Db, actor: Actor, grant: JobGrant, file: FileRow, patch: Omit<FilePatch, "base">, checked: readonly string[]): Promise<FileRow | null> {
  const [[row]] = await db.batch([
    db.update(files).set(patch).where(and(eq(files.id, file.id), stillAsRead(files, file, checked))).returning(fileColumns),
    logFile(db, actor, grant, "updated_file", patch.filename ?? file.filename),
  ]);
  return row ?? null;
}

/** False when the file was already gone. Its id is kept, so a late retry of its upload cannot bring it back. */
export async function deleteFile(db: Db, actor: Actor, grant: JobGrant, file: FileRow): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(files).where(eq(files.id, file.id)).returning({ id: files.id }),
    logFile(db, actor, grant, "deleted_file", file.filename),
    db.insert(deletedFiles).values({ id: file.id, jobId: grant.job.id, deletedAt: new Date() }).onConflictDoNothing({ target: deletedFiles.id }),
  ]);
  return deleted.length === 1;
}

export async function wasFileDeleted(db: Db, grant: JobGrant, fileId: string): Promise<boolean> {
  const row = await db.select({ id: deletedFiles.id }).from(deletedFiles).where(and(eq(deletedFiles.jobId, grant.job.id), eq(deletedFiles.id, fileId))).get();
  return row !== undefined;
}
