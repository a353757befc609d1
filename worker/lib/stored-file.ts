import type { R2Bucket, R2Object, R2ObjectBody } from "@cloudflare/workers-types";
import { isInlineType } from "../../shared/domain/file-types";
import type { FileRow } from "../db/queries/file-columns";
import { SANDBOXED_POLICY } from "../middleware/security-headers";
import { type Validators, evaluatePreconditions } from "./conditional-request";
import { attachment } from "./content-disposition";
import { AppError } from "./errors";
import { sha256Hex } from "./tokens";

export type FileServing = "download" | "preview";
export const servingOf = (param: string): FileServing => (param === "preview" ? "preview" : "download");

/** A download is asked again every time, and cheaply: the device keeps it while its tag holds. */
const DOWNLOAD_CACHE_CONTROL = "private, no-cache";

/**
 * A download carries the file's current name, which a rename changes while the bytes stay: its tag is the object's
 * with the name's, and it offers no date (a date would let a cache keep the old name), so a renamed file is never
 * downloaded under its old name from the browser's cache.
 */
async function downloadValidators(object: R2Object, filename: string): Promise<Validators> {
  return { etag: `${object.etag}-${(await sha256Hex(filename)).slice(0, 16)}`, lastModified: null };
}

/**
 * Serves a stored job file with the type checked at upload, never sniffed (`nosniff`) and never
 * able to run script (`sandbox`). Only images and PDFs are ever shown in place (`preview`); any
 * other file, and every download, is an attachment under its display name (RFC 6266).
 */
export async function serveStoredFile(bucket: R2Bucket, file: FileRow, request: Request, serving: FileServing, previewCacheControl: string): Promise<Response> {
  if (serving === "preview" && !isInlineType(file.fileType)) throw new AppError("not_found", "This file has no preview; download it instead.");
  const object: R2Object | R2ObjectBody | null = request.method === "HEAD" ? await bucket.head(file.storageKey) : await bucket.get(file.storageKey);
  if (!object) throw new AppError("not_found", "File not found");
  const body = "body" in object ? (object.body as ReadableStream) : null;
  const validators = serving === "preview" ? { etag: object.etag, lastModified: object.uploaded } : await downloadValidators(object, file.filename);
  const headers = new Headers({ ETag: `"${validators.etag}"`, "Cache-Control": serving === "preview" ? previewCacheControl : DOWNLOAD_CACHE_CONTROL });
  if (validators.lastModified) headers.set("Last-Modified", validators.lastModified.toUTCString());
  const outcome = evaluatePreconditions(request, validators);
  if (outcome !== "proceed") {
    await body?.cancel();
    if (outcome === "precondition-failed") throw new AppError("precondition_failed", "This file is not the version the request's If-Match or If-Unmodified-Since names. Load it again without them.");
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", file.fileType.startsWith("text/") ? `${file.fileType}; charset=utf-8` : file.fileType);
  headers.set("Content-Length", String(object.size));
  headers.set("Content-Disposition", serving === "preview" ? "inline" : attachment(file.filename));
  headers.set("Content-Security-Policy", SANDBOXED_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { headers });
}
