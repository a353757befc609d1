import type { R2Bucket } from "@cloudflare/workers-types";
import { jobPrefix } from "./keys";

/** Deletes every object under the prefix, a listing page (up to 1000 keys) at a time. */
export async function deleteObjectsUnder(bucket: R2Bucket, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const keys = page.objects.map((object) => object.key);
    if (keys.length) await bucket.delete(keys);
    deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}

/** R2 deletes at most 1000 keys a call. */
const KEYS_PER_DELETE = 1000;

export async function deleteKeys(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += KEYS_PER_DELETE) await bucket.delete(keys.slice(at, at + KEYS_PER_DELETE));
}

export const deleteJobObjects = (bucket: R2Bucket, jobId: string) => deleteObjectsUnder(bucket, jobPrefix(jobId));

/** A request's waitUntil, for `sweepDeleted`. */
export const waitUntilOf = (c: { executionCtx: { waitUntil(work: Promise<unknown>): void } }) => (work: Promise<unknown>) => c.executionCtx.waitUntil(work);

/** Waits between the background tries of a sweep that failed: all within the ~30 s a Worker's waitUntil is given after its answer. */
const SWEEP_RETRY_MS = [1_000, 5_000, 15_000];

/**
 * The bytes of a record just deleted: swept now, and if storage fails, swept again in the background rather than
 * failing the request. The record is gone by then, so a 500 told the user "not deleted" about something deleted, and
 * their retry met a 404 and swept nothing, leaving the bytes for good. `what` names it in the log of a sweep that
 * never succeeds.
 */
export async function sweepDeleted(waitUntil: (work: Promise<unknown>) => void, what: string, sweep: () => Promise<unknown>): Promise<void> {
  try {
    await sweep();
  } catch (first) {
    waitUntil(sweepLater(what, sweep, first));
  }
}

async function sweepLater(what: string, sweep: () => Promise<unknown>, first: unknown): Promise<void> {
  let last = first;
  for (const wait of SWEEP_RETRY_MS) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await sweep();
      return;
    } catch (error) {
      last = error;
    }
  }
  console.error(JSON.stringify({ event: "sweep_failed", what, error: String(last) }));
}
