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

export const deleteJobObjects = (bucket: R2Bucket, jobId: string) => deleteObjectsUnder(bucket, jobPrefix(jobId));
