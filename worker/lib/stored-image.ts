import type { R2Bucket, R2Object, R2ObjectBody } from "@cloudflare/workers-types";
import type { AccessRoute } from "../db/queries/access";
import { evaluatePreconditions } from "./conditional-request";
import { AppError } from "./errors";

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Only the owner's access cannot end, so only the owner's device may keep an object whose key never changes for a year. */
const IMMUTABLE = "private, max-age=31536000, immutable";
/** Anyone else's access can end (a share revoked, a member removed, a link turned off): the device asks again, cheaply with the ETag. */
const REVALIDATE = "private, no-cache";

export const photoCacheControl = (via: AccessRoute, current = true) => (via === "owner" && current ? IMMUTABLE : REVALIDATE);

/**
 * Serves a stored photo. The type comes from an allow-list (anything else is sent as bytes to
 * download, never rendered). Conditional headers are evaluated here, never handed to R2, which
 * throws on a value it cannot parse; a HEAD reads only the object's metadata.
 */
export async function serveStoredImage(bucket: R2Bucket, key: string, request: Request, cacheControl: string): Promise<Response> {
  const object: R2Object | R2ObjectBody | null = request.method === "HEAD" ? await bucket.head(key) : await bucket.get(key);
  if (!object) throw new AppError("not_found", "Photo not found");
  const body = "body" in object ? (object.body as ReadableStream) : null;
  const headers = new Headers({ ETag: object.httpEtag, "Cache-Control": cacheControl, "Last-Modified": object.uploaded.toUTCString() });
  const outcome = evaluatePreconditions(request, { etag: object.etag, lastModified: object.uploaded });
  if (outcome !== "proceed") {
    await body?.cancel();
    if (outcome === "precondition-failed") throw new AppError("precondition_failed", "This photo is not the version the request's If-Match or If-Unmodified-Since names. Load it again without them.");
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", IMAGE_TYPES.has(object.httpMetadata?.contentType ?? "") ? object.httpMetadata!.contentType! : "application/octet-stream");
  headers.set("Content-Length", String(object.size));
  return new Response(body, { headers });
}
