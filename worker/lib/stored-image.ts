import type { R2Bucket, Headers as WorkerHeaders } from "@cloudflare/workers-types";
import { AppError } from "./errors";

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** An object whose key never changes may be kept for a year; one behind a share link is revalidated, since the link can end. */
export const IMMUTABLE = "private, max-age=31536000, immutable";
export const REVALIDATE = "private, no-cache";

/**
 * Serves a stored photo. The type comes from an allow-list (anything else is sent as bytes to
 * download, never rendered).
 */
export async function serveStoredImage(bucket: R2Bucket, key: string, requestHeaders: Headers, cacheControl: string): Promise<Response> {
  const object = await bucket.get(key, { onlyIf: requestHeaders as unknown as WorkerHeaders });
  if (!object) throw new AppError("not_found", "Photo not found");
  const headers = new Headers({
    ETag: object.httpEtag,
    "Cache-Control": cacheControl,
    "Content-Type": IMAGE_TYPES.has(object.httpMetadata?.contentType ?? "") ? object.httpMetadata!.contentType! : "application/octet-stream",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body as unknown as ReadableStream, { headers });
}
