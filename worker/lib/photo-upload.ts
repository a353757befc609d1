/**
 * Photos from multipart uploads: each file's real bytes checked (a whole image, its size and
 * pixels), keys chosen from ids alone, objects stored before the row and removed again unless
 * the row that names them is written.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "../../shared/constants";
import { PHOTO_JOB_FULL } from "../../shared/domain/photo-text";
import { PHOTO_THUMB_MAX_BYTES, PHOTO_THUMB_MAX_EDGE, type PhotoUploadFields } from "../../shared/schemas/photo";
import { firstUnits, sanitizeLine } from "../../shared/schemas/fields";
import type { Db } from "../db/client";
import type { JobGrant } from "../db/queries/access";
import type { Actor } from "../db/queries/activity";
import type { PhotoRow } from "../db/queries/photo-columns";
import { findJobPhoto, insertPhoto, lookBeforeUpload } from "../db/queries/photos";
import { allStored, jobObjects, storeThenWrite } from "../storage/in-flight";
import { uploadKeys } from "../storage/keys";
import { AppError, jobGone } from "./errors";
import { type FormValue, fieldsOtherThan, readForm } from "./form-fields";
import { type CheckedImage, checkUpload } from "./upload-check";
import { formFilename } from "./form-filename";
import { oversizeText } from "../../shared/domain/file-text";

/** The form's room beyond the photo itself: its thumbnail, text fields and multipart boundaries. */
export const PHOTO_FORM_MAX_BYTES = PHOTO_MAX_BYTES + PHOTO_THUMB_MAX_BYTES + 64 * 1024;

export type ImageFile = { bytes: Uint8Array<ArrayBuffer>; image: CheckedImage; filename: string };
export type PhotoUpload = ImageFile & { thumb: ImageFile; fields: Record<string, FormValue> };
export type ImageRule = { label: string; maxBytes: number; maxEdge?: number };

export const PHOTO_RULE: ImageRule = { label: "a photo", maxBytes: PHOTO_MAX_BYTES };
export const THUMB_RULE: ImageRule = { label: "a thumbnail", maxBytes: PHOTO_THUMB_MAX_BYTES, maxEdge: PHOTO_THUMB_MAX_EDGE };

async function readImage(form: FormData, field: string, rule: ImageRule): Promise<ImageFile | null> {
  const file = form.get(field);
  if (file === null) return null;
  if (typeof file === "string") throw new AppError("validation_failed", `${field}: Send a file, not text.`);
  const filename = firstUnits(sanitizeLine(formFilename(file) || field), 200) || field;
  if (file.size > rule.maxBytes) throw new AppError("payload_too_large", oversizeText(filename, file.size, rule.maxBytes, rule.label));
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, image: await checkImageBytes(bytes, filename, rule), filename };
}

/** The checks every stored image passes, whether uploaded or restored from a backup: its real type, whole structure, pixel count and edge. */
export async function checkImageBytes(bytes: Uint8Array, filename: string, rule: ImageRule): Promise<CheckedImage> {
  if (bytes.byteLength > rule.maxBytes) throw new AppError("payload_too_large", oversizeText(filename, bytes.byteLength, rule.maxBytes, rule.label));
  const image = await checkUpload(bytes, "photo");
  if ("fault" in image) throw new AppError(image.fault === "unsupported" ? "unsupported_media_type" : "unprocessable_content", `${filename} ${image.problem}`);
  if (image.width * image.height > PHOTO_MAX_PIXELS) {
    throw new AppError("validation_failed", `${filename} is ${Math.round((image.width * image.height) / 1e6)} megapixels; ${rule.label} can have at most ${PHOTO_MAX_PIXELS / 1e6}.`);
  }
  if (rule.maxEdge && Math.max(image.width, image.height) > rule.maxEdge) {
    throw new AppError("validation_failed", `${filename} is ${image.width} x ${image.height} pixels; ${rule.label} can be at most ${rule.maxEdge} pixels on its long edge.`);
  }
  return image;
}

export async function requireImage(form: FormData, field: string, rule: ImageRule = PHOTO_RULE): Promise<ImageFile> {
  const file = await readImage(form, field, rule);
  if (!file) throw new AppError("validation_failed", `${field}: Please choose a photo.`);
  return file;
}

export const requireThumbnail = (form: FormData, field: string) => requireImage(form, field, THUMB_RULE);

type Size = { width: number; height: number };
type Named = Size & { name: string };

/** The image made smaller: never larger, the same shape up to rounding, or turned a quarter (a photo sent with its EXIF orientation, its thumbnail drawn upright). */
export function isRenditionOf(image: Size, rendition: Size): boolean {
  const fits = (width: number, height: number) =>
    width <= image.width && height <= image.height && Math.abs(width * image.height - height * image.width) <= image.width + image.height;
  return fits(rendition.width, rendition.height) || fits(rendition.height, rendition.width);
}

/** Refuses a rendition (a thumbnail, a marked-up copy) that is not `image` made smaller: it would show another picture than the one stored. */
export function requireRendition(field: string, image: Named, rendition: Named) {
  if (isRenditionOf(image, rendition)) return;
  throw new AppError("validation_failed", `${field}: The ${rendition.name} (${rendition.width}×${rendition.height}) is not the ${image.width}×${image.height} ${image.name} made smaller.`);
}

/** Every photo, from the app or through a link, comes with the thumbnail the browser made for grids: the Worker cannot resize images. */
export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const form = await readForm(request, "photo");
  const fields = fieldsOtherThan(form, ["photo", "thumb"]);
  const photo = await requireImage(form, "photo");
  const thumb = await readImage(form, "thumb", THUMB_RULE);
  if (!thumb) throw new AppError("validation_failed", `thumb: Send the photo's thumbnail too, at most ${PHOTO_THUMB_MAX_EDGE} pixels on its long edge.`);
  requireRendition("thumb", { ...photo.image, name: "photo" }, { ...thumb.image, name: "thumbnail" });
  return { ...photo, thumb, fields };
}

export const putImage = (bucket: R2Bucket, key: string, file: ImageFile) => bucket.put(key, file.bytes, { httpMetadata: { contentType: file.image.type } });

const OTHER_PHOTO = "A different photo already has this id.";
const PHOTO_DELETED = "This photo was deleted after it was uploaded.";


async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A retried upload sends the same bytes; a photo stored before hashes were kept can only be matched by its size. */
function replayOf(row: PhotoRow, contentHash: string, byteSize: number): PhotoRow {
  if (row.contentHash ? row.contentHash === contentHash : row.byteSize === byteSize) return row;
  throw new AppError("conflict", OTHER_PHOTO);
}

/**
 * Stores the photo under the job. The same photo id with the same bytes replays the stored photo
 * (a retried upload); with other bytes it is a 409, as is an id taken by another job or a new
 * photo for a full job; deleted since, it is gone (410). Each upload writes its objects under its
 * own keys before its row, and the row insert decides the winner, so a row never names bytes
 * other than the ones it describes.
 */
export async function storePhoto(bucket: R2Bucket, db: Db, actor: Actor, grant: JobGrant, upload: PhotoUpload, fields: PhotoUploadFields): Promise<PhotoRow> {
  const id = fields.id ?? crypto.randomUUID();
  const byteSize = upload.bytes.byteLength;
  const contentHash = await sha256(upload.bytes);
  const { stored: existing, deleted, full } = await lookBeforeUpload(db, grant, id);
  if (existing) return replayOf(existing, contentHash, byteSize);
  if (deleted) throw new AppError("gone", PHOTO_DELETED);
  if (full) throw new AppError("conflict", PHOTO_JOB_FULL);
  const keys = uploadKeys(grant.job.id, id, crypto.randomUUID());
  const objects = jobObjects(grant.job.id, [keys.original, keys.thumb]);
  const stored = await storeThenWrite(db, bucket, objects, {
    store: () => allStored([putImage(bucket, keys.original, upload), putImage(bucket, keys.thumb, upload.thumb)]),
    write: () =>
      insertPhoto(db, actor, grant, {
        id,
        storageKey: keys.original,
        thumbKey: keys.thumb,
        filename: upload.filename,
        caption: fields.caption ?? null,
        category: fields.category,
        width: upload.image.width,
        height: upload.image.height,
        byteSize,
        contentHash,
      }),
    named: (row) => typeof row !== "string",
  }).catch(jobGone);
  if (typeof stored !== "string") return stored;
  if (stored === "job_full") throw new AppError("conflict", PHOTO_JOB_FULL);
  if (stored === "deleted") throw new AppError("gone", PHOTO_DELETED);
  const winner = await findJobPhoto(db, grant, id);
  if (winner) return replayOf(winner, contentHash, byteSize);
  throw new AppError("conflict", OTHER_PHOTO);
}
