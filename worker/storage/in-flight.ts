import type { R2Bucket } from "@cloudflare/workers-types";
import type { Db } from "../db/client";
import { type ObjectInFlight, forgetInFlight, markInFlight, namedKeys, staleInFlight } from "../db/queries/objects-in-flight";

/** Longer than any upload or markup save runs once its body is in; a mark older than this was left by a request cut off midway. */
export const IN_FLIGHT_TIME_LIMIT_MS = 60 * 60 * 1000;

/** Marks swept per cron run: within D1's 100 parameters for the photo query (four key columns and the jobs), so its cost does not grow. */
const SWEPT_PER_RUN = 16;

export const jobObjects = (jobId: string, keys: string[]): ObjectInFlight[] => keys.map((key) => ({ key, jobId }));

/** Before storing objects a row will name, or changing a row so it names others: see `settleObjects`. */
export const markObjects = (db: Db, objects: ObjectInFlight[]) => markInFlight(db, objects, new Date());

/**
 * Deletes those of `objects` no row names now and forgets their marks; answers how many it deleted. Right whatever
 * happened to the row: not written (a refusal, a failure), written with its answer lost, or changed to name others.
 * When deleting fails the marks stay, and the hourly sweep tries again.
 */
export async function settleObjects(db: Db, bucket: R2Bucket, objects: ObjectInFlight[]): Promise<number> {
  const named = await namedKeys(db, objects);
  const unnamed = objects.filter((object) => !named.has(object.key)).map((object) => object.key);
  if (unnamed.length) await bucket.delete(unnamed);
  await forgetInFlight(db, objects.map((object) => object.key));
  return unnamed.length;
}

/** `settleObjects` after a request failed: its own error is the one answered, so this one is logged (the marks stay for the sweep). */
export async function settleAfterFailure(db: Db, bucket: R2Bucket, objects: ObjectInFlight[]): Promise<void> {
  try {
    await settleObjects(db, bucket, objects);
  } catch (error) {
    console.error(JSON.stringify({ event: "settle_objects_failed", keys: objects.map((object) => object.key), error: String(error) }));
  }
}

/** After the row naming `objects` was written: their marks are no longer needed (one left behind is forgotten by the sweep). */
export async function objectsSettled(db: Db, objects: ObjectInFlight[]): Promise<void> {
  try {
    await forgetInFlight(db, objects.map((object) => object.key));
  } catch (error) {
    console.error(JSON.stringify({ event: "forget_in_flight_failed", keys: objects.map((object) => object.key), error: String(error) }));
  }
}

/** Run by the hourly cron: settles objects marked longer than any request runs. Five D1 statements when some are found, one when none. */
export async function sweepObjectsInFlight(db: Db, bucket: R2Bucket, now: Date): Promise<number> {
  const stale = await staleInFlight(db, new Date(now.getTime() - IN_FLIGHT_TIME_LIMIT_MS), SWEPT_PER_RUN);
  return stale.length ? settleObjects(db, bucket, stale) : 0;
}
