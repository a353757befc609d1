import { and, asc, count, eq, sql } from "drizzle-orm";
import { PHOTOS_PER_JOB_MAX } from "../../../shared/constants";
import type { Markup } from "../../../shared/schemas/markup";
import type { PhotoPatch } from "../../../shared/schemas/photo";
import type { Db } from "../client";
import { deletedPhotos, jobs, photos } from "../schema";
import type { GrantInSql, JobGrant } from "./access";
import { type Actor, byActor, logActivityIf } from "./activity";
import { markJobsChanged } from "./backups";
import { stillAsRead } from "./field-guard";
import { hasRoom, insertWhere, neverDeleted } from "./insert-where";
import { describeJob } from "./job-row";
import { type PhotoRow, photoColumns } from "./photo-columns";

/** The job's photos, oldest first, as a query to run alone or in a batch. */
export function photosOf(db: Db, grant: JobGrant | GrantInSql) {
  return db.select(photoColumns).from(photos).where(eq(photos.jobId, grant.job.id)).orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function findJobPhoto(db: Db, grant: JobGrant, photoId: string): Promise<PhotoRow | null> {
  return (await db.select(photoColumns).from(photos).where(and(eq(photos.jobId, grant.job.id), eq(photos.id, photoId))).get()) ?? null;
}

export async function findPhotoMarkup(db: Db, photo: PhotoRow) {
  return (await db.select({ markup: photos.markup, markupVersion: photos.markupVersion }).from(photos).where(eq(photos.id, photo.id)).get()) ?? null;
}

export type NewPhoto = Pick<PhotoRow, "id" | "storageKey" | "thumbKey" | "filename" | "caption" | "category" | "width" | "height" | "byteSize" | "contentHash">;

const previousStatementChanged = sql`changes() = 1`;
const photoName = (photo: Pick<PhotoRow, "caption">) => photo.caption ?? "Photo";

function logPhoto(db: Db, actor: Actor, grant: JobGrant, action: string, photo: Pick<PhotoRow, "caption">, now: Date) {
  const details = `${photoName(photo)} on ${describeJob(grant.job)}${byActor(actor)}`;
  return logActivityIf(db, { userId: actor.userId, ownerId: grant.job.userId, jobId: grant.job.id, action, details, timestamp: now }, previousStatementChanged);
}

/** Why a photo was not inserted: its id is taken (by a retry, a racing upload or another job), the job is full, or the photo was deleted. */
export type PhotoRefusal = "id_taken" | "job_full" | "deleted";

/**
 * Inserts the photo only while the job holds fewer than PHOTOS_PER_JOB_MAX and its id was never deleted, decided in
 * the insert itself so parallel uploads cannot all pass one count, and a retry under way while the photo was deleted
 * cannot bring it back. A job deleted meanwhile fails the batch (foreign key).
 */
export async function insertPhoto(db: Db, actor: Actor, grant: JobGrant, photo: NewPhoto): Promise<PhotoRow | PhotoRefusal> {
  const now = new Date();
  const room = hasRoom(photos, eq(photos.jobId, grant.job.id), PHOTOS_PER_JOB_MAX);
  const [[row], , [taken], [deleted]] = await db.batch([
    insertWhere(db, photos, { ...photo, jobId: grant.job.id, createdAt: now }, and(room, neverDeleted(deletedPhotos, photo.id, grant.job.id))!)
      .onConflictDoNothing({ target: photos.id })
      .returning(photoColumns),
    logPhoto(db, actor, grant, "uploaded_photo", photo, now),
    db.select({ id: photos.id }).from(photos).where(eq(photos.id, photo.id)),
    db.select({ id: deletedPhotos.id }).from(deletedPhotos).where(and(eq(deletedPhotos.id, photo.id), eq(deletedPhotos.jobId, grant.job.id))),
  ]);
  if (row) return row;
  return taken ? "id_taken" : deleted ? "deleted" : "job_full";
}

/**
 * Writes the caption or category while the fields the edit was checked on still hold what was read, marking the job
 * changed for the nightly backup in the same batch; null when overtaken or gone.
 */
export async function updatePhoto(db: Db, photo: PhotoRow, patch: Omit<PhotoPatch, "base">, checked: readonly string[]): Promise<PhotoRow | null> {
  const [[row]] = await db.batch([
    db.update(photos).set(patch).where(and(eq(photos.id, photo.id), stillAsRead(photos, photo, checked))).returning(photoColumns),
    markJobsChanged(db, new Date(), eq(jobs.id, photo.jobId), previousStatementChanged),
  ]);
  return row ?? null;
}

/** False when the photo was already gone (deleted by someone else meanwhile). Its id is kept, so a late retry of its upload cannot bring it back. */
export async function deletePhoto(db: Db, actor: Actor, grant: JobGrant, photo: PhotoRow): Promise<boolean> {
  const now = new Date();
  const [deleted] = await db.batch([
    db.delete(photos).where(eq(photos.id, photo.id)).returning({ id: photos.id }),
    logPhoto(db, actor, grant, "deleted_photo", photo, now),
    db.insert(deletedPhotos).values({ id: photo.id, jobId: grant.job.id, deletedAt: now }).onConflictDoNothing({ target: deletedPhotos.id }),
  ]);
  return deleted.length === 1;
}

export type UploadLook = { stored: PhotoRow | null; deleted: boolean; full: boolean };

/**
 * What an upload of `photoId` finds before it stores any bytes, in one round trip: the photo stored under that id (a
 * retried upload), a deletion of it since, and a full job. Only a look: the capped insert stays the guard against
 * parallel uploads.
 */
export async function lookBeforeUpload(db: Db, grant: JobGrant, photoId: string): Promise<UploadLook> {
  const [stored, deleted, [counted]] = await db.batch([
    db.select(photoColumns).from(photos).where(and(eq(photos.jobId, grant.job.id), eq(photos.id, photoId))),
    db.select({ id: deletedPhotos.id }).from(deletedPhotos).where(and(eq(deletedPhotos.jobId, grant.job.id), eq(deletedPhotos.id, photoId))),
    db.select({ photos: count() }).from(photos).where(eq(photos.jobId, grant.job.id)),
  ]);
  return { stored: stored[0] ?? null, deleted: deleted.length > 0, full: (counted?.photos ?? 0) >= PHOTOS_PER_JOB_MAX };
}

export type MarkupWrite = { markup: Markup; annotatedKey: string; annotatedThumbKey: string; baseVersion: number };

/** Saves markup drawn on `baseVersion`; null when the photo's markup changed meanwhile (or the photo is gone). */
export async function saveMarkup(db: Db, actor: Actor, grant: JobGrant, photo: PhotoRow, write: MarkupWrite): Promise<PhotoRow | null> {
  const [[row]] = await db.batch([
    db
      .update(photos)
      .set({ markup: write.markup, annotatedKey: write.annotatedKey, annotatedThumbKey: write.annotatedThumbKey, markupVersion: sql`${photos.markupVersion} + 1` })
      .where(and(eq(photos.id, photo.id), eq(photos.markupVersion, write.baseVersion)))
      .returning(photoColumns),
    logPhoto(db, actor, grant, "annotated_photo", photo, new Date()),
  ]);
  return row ?? null;
}

/** Removes markup drawn on `baseVersion`; null when there is none, or it changed meanwhile. */
export async function removeMarkup(db: Db, actor: Actor, grant: JobGrant, photo: PhotoRow, baseVersion: number): Promise<PhotoRow | null> {
  const [[row]] = await db.batch([
    db
      .update(photos)
      .set({ markup: null, annotatedKey: null, annotatedThumbKey: null, markupVersion: sql`${photos.markupVersion} + 1` })
      .where(and(eq(photos.id, photo.id), eq(photos.markupVersion, baseVersion), sql`${photos.markup} is not null`))
      .returning(photoColumns),
    logPhoto(db, actor, grant, "removed_markup", photo, new Date()),
  ]);
  return row ?? null;
}
