import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { photos } from "../schema";
import type { JobGrant } from "./access";

export type PhotoRow = typeof photos.$inferSelect;

/** The job's photos, oldest first, as a query to run alone or in a batch. */
export function photosOf(db: Db, grant: JobGrant) {
  return db.select().from(photos).where(eq(photos.jobId, grant.job.id)).orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function findJobPhoto(db: Db, grant: JobGrant, photoId: string): Promise<PhotoRow | null> {
  return (await db.select().from(photos).where(and(eq(photos.jobId, grant.job.id), eq(photos.id, photoId))).get()) ?? null;
}
