import type { R2Bucket } from "@cloudflare/workers-types";
import type { Db } from "../db/client";
import { type ObjectInFlight, forgetInFlight, markInFlight, namedKeys, staleInFlight } from "../db/queries/objects-in-flight";
import { isConstraintFailure } from "../lib/d1-errors";

/** Longer than any upload or markup save runs once its body is in; a mark older than this was left by a request cut off midway. */
export const IN_FLIGHT_TIME_LIMIT_MS = 60 * 60 * 1000;

/** Marks swept per cron run: within D1's 100 parameters for the photo query (four key columns and the jobs), so its cost does not grow. */
const SWEPT_PER_RUN = 16;

/** Any SQLite constraint: D1 answered, and the batch it failed in wrote nothing. */
const CONSTRAINT_FAILED = /constraint failed/;

export const jobObjects = (jobId: string, keys: string[]): ObjectInFlight[] => keys.map((key) => ({ key, jobId, userId: null }));

export const userObjects = (userId: string, keys: string[]): ObjectInFlight[] => keys.map((key) => ({ key, jobId: null, userId }));

const keysOf = (objects: ObjectInFlight[]) => objects.map((object) => object.key);

/** Several puts as one store step: settled only once every put has ended, so none lands after its key was settled. */
export async function allStored(puts: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(puts)).find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Deletes those of `objects` no row names now and forgets their marks; answers how many it deleted. Asks the rows,
 * not the request, so it is right whether the row was written, refused, or changed to name others. When deleting
 * fails the marks stay, and the hourly sweep tries again.
 */
export async function settleObjects(db: Db, bucket: R2Bucket, objects: ObjectInFlight[]): Promise<number> {
  const named = await namedKeys(db, objects);
  const unnamed = keysOf(objects).filter((key) => !named.has(key));
  if (unnamed.length) await bucket.delete(unnamed);
  await forgetInFlight(db, keysOf(objects));
  return unnamed.length;
}

async function settleOrLeave(db: Db, bucket: R2Bucket, objects: ObjectInFlight[], forget: boolean): Promise<void> {
  try {
    if (forget) await forgetInFlight(db, keysOf(objects));
    else await settleObjects(db, bucket, objects);
  } catch (error) {
    console.error(JSON.stringify({ event: "settle_objects_failed", keys: keysOf(objects), error: String(error) }));
  }
}

/**
 * Stores objects and then writes the row that names them (or, for a markup, stops naming others), with their keys
 * marked in flight first, so a Worker stopped midway leaves them to the hourly sweep. After a definite answer (the
 * write's result, a failed store, a failed constraint) they are settled at once: only forgotten when `named` says
 * the row names every one. After any other error the write may have committed and lost its answer, and a read
 * through the request's session could be served by a replica that has not seen it; the marks are then left for the
 * sweep, which reads the primary an hour later. A failed settle is logged: the request answers what happened to it.
 */
export async function storeThenWrite<T>(
  db: Db,
  bucket: R2Bucket,
  objects: ObjectInFlight[],
  steps: { store?: () => Promise<unknown>; write: () => Promise<T>; named: (written: T) => boolean },
): Promise<T> {
  if (objects.length) await markInFlight(db, objects, new Date());
  try {
    await steps.store?.();
  } catch (error) {
    await settleOrLeave(db, bucket, objects, false);
    throw error;
  }
  let written: T;
  try {
    written = await steps.write();
  } catch (error) {
    if (isConstraintFailure(error, CONSTRAINT_FAILED)) await settleOrLeave(db, bucket, objects, false);
    else console.error(JSON.stringify({ event: "objects_left_in_flight", keys: keysOf(objects), error: String(error) }));
    throw error;
  }
  await settleOrLeave(db, bucket, objects, steps.named(written));
  return written;
}

/** Run by the hourly cron on the primary: settles objects marked longer than any request runs. Five D1 statements when some are found, one when none. */
export async function sweepObjectsInFlight(db: Db, bucket: R2Bucket, now: Date): Promise<number> {
  try {
    const stale = await staleInFlight(db, new Date(now.getTime() - IN_FLIGHT_TIME_LIMIT_MS), SWEPT_PER_RUN);
    return stale.length ? await settleObjects(db, bucket, stale) : 0;
  } catch (error) {
    console.error(JSON.stringify({ event: "in_flight_sweep_failed", error: String(error) }));
    return 0;
  }
}
