/**
 * Photos from multipart uploads: each file's real bytes checked (type, size, pixels), keys chosen
 * from ids alone, objects stored before the row and removed again if the row fails.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import type { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "../../shared/constants";
import { PHOTO_THUMB_MAX_BYTES, PHOTO_THUMB_MAX_EDGE, type PhotoUploadFields } from "../../shared/schemas/photo";
import { sanitizeLine } from "../../shared/schemas/fields";
import type { Db } from "../db/client";
import type { JobGrant } from "../db/queries/access";
import type { Actor } from "../db/queries/activity";
import { type PhotoRow, findJobPhoto, insertPhoto, wasDeleted } from "../db/queries/photos";
import { photoKey, photoPrefix } from "../storage/keys";
import { deleteObjectsUnder } from "../storage/objects";
import { AppError, jobGone } from "./errors";
import { type CheckedImage, inspectImage } from "./image-check";
import { describeIssues } from "./validator";

/** The form's room beyond the photo itself: its thumbnail, text fields and multipart boundaries. */
export const PHOTO_FORM_MAX_BYTES = PHOTO_MAX_BYTES + PHOTO_THUMB_MAX_BYTES + 64 * 1024;

export type ImageFile = { bytes: Uint8Array; image: CheckedImage; filename: string };
export type PhotoUpload = ImageFile & { thumb: ImageFile | null; fields: Record<string, string> };
type ImageRule = { label: string; maxBytes: number; maxEdge?: number };

const MEGABYTE = 1024 * 1024;
const PHOTO_RULE: ImageRule = { label: "a photo", maxBytes: PHOTO_MAX_BYTES };
const THUMB_RULE: ImageRule = { label: "a thumbnail", maxBytes: PHOTO_THUMB_MAX_BYTES, maxEdge: PHOTO_THUMB_MAX_EDGE };
const sizeText = (bytes: number) => (bytes >= MEGABYTE ? `${(bytes / MEGABYTE).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError("validation_failed", describeIssues(parsed.error.issues));
  return parsed.data;
}

export async function readForm(request: Request): Promise<FormData> {
  if (!request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", "Send the photo as multipart/form-data, with the file in the field named photo.");
  }
  return request.formData().catch(() => {
    throw new AppError("bad_request", "The upload could not be read. Please try again.");
  });
}

export const textFields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));

async function readImage(form: FormData, field: string, rule: ImageRule): Promise<ImageFile | null> {
  const file = form.get(field);
  if (file === null) return null;
  if (typeof file === "string") throw new AppError("validation_failed", `${field}: Send a file, not text.`);
  const filename = sanitizeLine(file.name || field).slice(0, 200).replace(/[\uD800-\uDBFF]$/, "") || field;
  if (file.size > rule.maxBytes) throw new AppError("payload_too_large", `${filename} is ${sizeText(file.size)}; ${rule.label} can be at most ${sizeText(rule.maxBytes)}.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = inspectImage(bytes);
  if (!image) throw new AppError("unsupported_media_type", `${filename} is not a JPEG, PNG or WebP image.`);
  if (image.width * image.height > PHOTO_MAX_PIXELS) {
    throw new AppError("validation_failed", `${filename} is ${Math.round((image.width * image.height) / 1e6)} megapixels; ${rule.label} can have at most ${PHOTO_MAX_PIXELS / 1e6}.`);
  }
  if (rule.maxEdge && Math.max(image.width, image.height) > rule.maxEdge) {
    throw new AppError("validation_failed", `${field}: ${rule.label} can be at most ${rule.maxEdge} pixels on its long edge.`);
  }
  return { bytes, image, filename };
}

export async function requireImage(form: FormData, field: string, rule: ImageRule = PHOTO_RULE): Promise<ImageFile> {
  const file = await readImage(form, field, rule);
  if (!file) throw new AppError("validation_failed", `${field}: Please choose a photo.`);
  return file;
}

export const requireThumbnail = (form: FormData, field: string) => requireImage(form, field, THUMB_RULE);

export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const form = await readForm(request);
  const photo = await requireImage(form, "photo");
  return { ...photo, thumb: await readImage(form, "thumb", THUMB_RULE), fields: textFields(form) };
}

export const putImage = (bucket: R2Bucket, key: string, file: ImageFile) => bucket.put(key, file.bytes, { httpMetadata: { contentType: file.image.type } });

/**
 * Stores the photo under the job. A photo id already on this job replays it (a retried upload);
 * deleted since, it is gone (410); taken by another job it is a 409. Keys hold the job's id, so no other job's bytes can be touched.
 */
export async function storePhoto(bucket: R2Bucket, db: Db, actor: Actor, grant: JobGrant, upload: PhotoUpload, fields: PhotoUploadFields): Promise<PhotoRow> {
  const id = fields.id ?? crypto.randomUUID();
  const existing = await findJobPhoto(db, grant, id);
  if (existing) return existing;
  if (await wasDeleted(db, grant, id)) throw new AppError("gone", "This photo was deleted after it was uploaded.");
  const storageKey = photoKey(grant.job.id, id, "original");
  const thumbKey = upload.thumb ? photoKey(grant.job.id, id, "thumb") : null;
  const removeObjects = () => deleteObjectsUnder(bucket, photoPrefix(grant.job.id, id));
  await putImage(bucket, storageKey, upload);
  if (upload.thumb && thumbKey) await putImage(bucket, thumbKey, upload.thumb);
  /** The keys come from the id, so a retry of this upload running alongside shares them: only an id with no row may be swept. */
  const removeUnlessStored = async () => {
    if (!(await findJobPhoto(db, grant, id).catch(() => null))) await removeObjects();
  };
  const row = await insertPhoto(db, actor, grant, {
    id,
    storageKey,
    thumbKey,
    filename: upload.filename,
    caption: fields.caption ?? null,
    category: fields.category,
    width: upload.image.width,
    height: upload.image.height,
    byteSize: upload.bytes.byteLength,
  }).catch(async (error: unknown) => {
    await removeUnlessStored();
    return jobGone(error);
  });
  if (row) return row;
  const raced = await findJobPhoto(db, grant, id);
  if (raced) return raced;
  await removeObjects();
  throw new AppError("conflict", "A different photo already has this id.");
}
