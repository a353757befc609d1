import { and, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { files, objectsInFlight, photos, proofs, users, voiceNotes } from "../schema";

/** An object and whose rows may name it: a job's (`jobId`) or a user's (`userId`), never both. */
export type ObjectInFlight = { key: string; jobId: string | null; userId: string | null };

/**
 * Written before the objects are stored, so a request cut off before it settles them leaves them findable. A key
 * marked again (a markup's old rendition) starts its hour again, so the sweep never settles it under a live request.
 */
export async function markInFlight(db: Db, objects: ObjectInFlight[], now: Date): Promise<void> {
  await db
    .insert(objectsInFlight)
    .values(objects.map((object) => ({ ...object, startedAt: now })))
    .onConflictDoUpdate({ target: objectsInFlight.key, set: { startedAt: now } });
}

export async function forgetInFlight(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(objectsInFlight).where(inArray(objectsInFlight.key, keys));
}

/** Marks older than `before`, oldest first. */
export function staleInFlight(db: Db, before: Date, limit: number): Promise<ObjectInFlight[]> {
  return db
    .select({ key: objectsInFlight.key, jobId: objectsInFlight.jobId, userId: objectsInFlight.userId })
    .from(objectsInFlight)
    .where(lt(objectsInFlight.startedAt, before))
    .orderBy(objectsInFlight.startedAt)
    .limit(limit);
}

/**
 * Which of `objects` a row names, read in one round trip through the owners' indexes: a photo, file, voice note or
 * design proof (a client's marks) of their job, or their user's business logo.
 */
export async function namedKeys(db: Db, objects: ObjectInFlight[]): Promise<Set<string>> {
  if (objects.length === 0) return new Set();
  const keys = objects.map((object) => object.key);
  const ownerIds = (of: "jobId" | "userId") => [...new Set(objects.flatMap((object) => object[of] ?? []))];
  const jobIds = ownerIds("jobId");
  const userIds = ownerIds("userId");
  const [photoRows, fileRows, noteRows, proofRows, userRows] = await db.batch([
    db
      .select({ original: photos.storageKey, thumb: photos.thumbKey, annotated: photos.annotatedKey, annotatedThumb: photos.annotatedThumbKey })
      .from(photos)
      .where(and(inArray(photos.jobId, jobIds), or(inArray(photos.storageKey, keys), inArray(photos.thumbKey, keys), inArray(photos.annotatedKey, keys), inArray(photos.annotatedThumbKey, keys)))),
    db.select({ key: files.storageKey }).from(files).where(and(inArray(files.jobId, jobIds), inArray(files.storageKey, keys))),
    db.select({ key: voiceNotes.storageKey }).from(voiceNotes).where(and(inArray(voiceNotes.jobId, jobIds), inArray(voiceNotes.storageKey, keys))),
    db.select({ key: proofs.markedKey }).from(proofs).where(and(inArray(proofs.jobId, jobIds), inArray(proofs.markedKey, keys))),
    db.select({ key: users.logoKey }).from(users).where(and(inArray(users.id, userIds), inArray(users.logoKey, keys))),
  ]);
  const single = [...fileRows, ...noteRows, ...proofRows, ...userRows].map((row) => row.key);
  return new Set([...photoRows.flatMap((row) => [row.original, row.thumb, row.annotated, row.annotatedThumb]), ...single].filter((key): key is string => key !== null));
}
