/**
 * Serves a stored object with HTTP Range support (RFC 9110 §14): one range (`bytes=a-b`, `a-`, or
 * the last n bytes `-n`) answers 206 with Content-Range; a range that starts past the end 416;
 * several ranges or a header that does not parse are ignored and the whole object is sent.
 * Safari plays audio only from a server that answers ranges.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { evaluatePreconditions } from "./conditional-request";
import { AppError } from "./errors";

type ByteRange = { offset: number; length: number };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The range asked for; null for the whole object; "unsatisfiable" when no byte of it exists. */
function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  const match = header?.trim().match(SINGLE_RANGE);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { offset: start, length: end - start + 1 };
}

export async function serveRanged(bucket: R2Bucket, key: string, request: Request, contentType: string, cacheControl: string): Promise<Response> {
  const head = await bucket.head(key);
  if (!head) throw new AppError("not_found", "The recording is missing.");
  const headers = new Headers({ ETag: head.httpEtag, "Cache-Control": cacheControl, "Last-Modified": head.uploaded.toUTCString(), "Accept-Ranges": "bytes" });
  const outcome = evaluatePreconditions(request, { etag: head.etag, lastModified: head.uploaded });
  if (outcome === "precondition-failed") throw new AppError("precondition_failed", "This recording is not the version the request names. Load it again.");
  if (outcome !== "proceed") return new Response(null, { status: 304, headers });
  headers.set("Content-Type", contentType);
  const ifRange = request.headers.get("If-Range");
  const range = ifRange && ifRange !== head.httpEtag ? null : parseRange(request.headers.get("Range"), head.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (request.method === "HEAD") {
    headers.set("Content-Length", String(head.size));
    return new Response(null, { headers });
  }
  const object = await bucket.get(key, range ? { range } : {});
  if (!object) throw new AppError("not_found", "The recording is missing.");
  const body = object.body as ReadableStream;
  if (!range) {
    headers.set("Content-Length", String(head.size));
    return new Response(body, { headers });
  }
  headers.set("Content-Length", String(range.length));
  headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
  return new Response(body, { status: 206, headers });
}
