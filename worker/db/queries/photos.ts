import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { photos } from "../schema";
import type { JobGrant } from "./access";
import { type Actor, byActor, logActivityIf } from "./activity";
import { describeJob } from "./jobs";

export type PhotoRow = typeof photos.$inferSelect;

/** The job's photos, oldest first, as a query to run alone or in a batch. */
export function photosOf(db: Db, grant: JobGrant) {
  return db.select().from(photos).where(eq(photos.jobId, grant.job.id)).orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function findJobPhoto(db: Db, grant: JobGrant, photoId: string): Promise<PhotoRow | null> {
  return (await db.select().from(photos).where(and(eq(photos.jobId, grant.job.id), eq(photos.id, photoId))).get()) ?? null;
}

export type NewPhoto = { id: string; storageKey: string; filename: string; caption: string | null; category: PhotoRow["category"] };

/** Null when a photo with the client's id already exists. A job deleted meanwhile fails the batch (foreign key). */
export async function insertPhoto(db: Db, actor: Actor, grant: JobGrant, photo: NewPhoto): Promise<PhotoRow | null> {
  const now = new Date();
  const [[row]] = await db.batch([
    db.insert(photos).values({ ...photo, jobId: grant.job.id, createdAt: now }).onConflictDoNothing({ target: photos.id }).returning(),
    logActivityIf(
      db,
      { userId: actor.userId, jobId: grant.job.id, action: "uploaded_photo", details: `${photo.caption ?? "Photo"} on ${describeJob(grant.job)}${byActor(actor)}`, timestamp: now },
      sql`changes() = 1`,
    ),
  ]);
  return row ?? null;
}

