import type { R2Bucket, Headers as WorkerHeaders } from "@cloudflare/workers-types";
import { AppError } from "./errors";

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * Serves a stored photo. The type comes from an allow-list (anything else is sent as bytes to
 * download, never rendered), and the answer is revalidated on every use, because the URL stops
 * working when the access behind it (a share link) ends.
 */
export async function serveStoredImage(bucket: R2Bucket, key: string, requestHeaders: Headers): Promise<Response> {
  const object = await bucket.get(key, { onlyIf: requestHeaders as unknown as WorkerHeaders });
  if (!object) throw new AppError("not_found", "Photo not found");
  const headers = new Headers({
    ETag: object.httpEtag,
    "Cache-Control": "private, no-cache",
    "Content-Type": IMAGE_TYPES.has(object.httpMetadata?.contentType ?? "") ? object.httpMetadata!.contentType! : "application/octet-stream",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body as unknown as ReadableStream, { headers });
}
