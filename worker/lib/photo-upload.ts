/**
 * One photo from a multipart upload: the file's real bytes checked (type, size, pixels), its key
 * chosen from ids alone, the object stored before the row, and removed again if the row fails.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import type { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "../../shared/constants";
import type { PhotoUploadFields } from "../../shared/schemas/photo";
import { cleanText } from "../../shared/schemas/fields";
import type { Db } from "../db/client";
import type { JobGrant } from "../db/queries/access";
import type { Actor } from "../db/queries/activity";
import { type PhotoRow, findJobPhoto, insertPhoto } from "../db/queries/photos";
import { photoKey } from "../storage/keys";
import { AppError, jobGone } from "./errors";
import { type CheckedImage, inspectImage } from "./image-check";
import { describeIssues } from "./validator";

/** The form's room beyond the photo itself: its text fields and multipart boundaries. */
export const PHOTO_FORM_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export type PhotoUpload = { bytes: Uint8Array; image: CheckedImage; filename: string; fields: Record<string, string> };

const MEGABYTE = 1024 * 1024;

export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError("validation_failed", describeIssues(parsed.error.issues));
  return parsed.data;
}

export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  if (!request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", "Send the photo as multipart/form-data, with the file in the field named photo.");
  }
  const form = await request.formData().catch(() => {
    throw new AppError("bad_request", "The upload could not be read. Please try again.");
  });
  const file = form.get("photo");
  if (!file || typeof file === "string") throw new AppError("validation_failed", "photo: Please choose a photo.");
  const filename = cleanText(file.name || "photo").slice(0, 200) || "photo";
  if (file.size > PHOTO_MAX_BYTES) {
    throw new AppError("payload_too_large", `${filename} is ${(file.size / MEGABYTE).toFixed(1)} MB; a photo can be at most ${PHOTO_MAX_BYTES / MEGABYTE} MB.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = inspectImage(bytes);
  if (!image) throw new AppError("unsupported_media_type", `${filename} is not a JPEG, PNG or WebP photo.`);
  if (image.width * image.height > PHOTO_MAX_PIXELS) {
    throw new AppError("validation_failed", `${filename} is ${Math.round((image.width * image.height) / 1e6)} megapixels; a photo can have at most ${PHOTO_MAX_PIXELS / 1e6}.`);
  }
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return { bytes, image, filename, fields };
}

/**
 * Stores the photo under the job. A photo id already on this job replays it (a retried upload);
 * taken by another job it is a 409. Keys hold the job's id, so no other job's bytes can be touched.
 */
export async function storePhoto(bucket: R2Bucket, db: Db, actor: Actor, grant: JobGrant, upload: PhotoUpload, fields: PhotoUploadFields): Promise<PhotoRow> {
  const id = fields.id ?? crypto.randomUUID();
  const existing = await findJobPhoto(db, grant, id);
  if (existing) return existing;
  const key = photoKey(grant.job.id, id, "original");
  await bucket.put(key, upload.bytes, { httpMetadata: { contentType: upload.image.type } });
  const row = await insertPhoto(db, actor, grant, { id, storageKey: key, filename: upload.filename, caption: fields.caption ?? null, category: fields.category }).catch(async (error: unknown) => {
    await bucket.delete(key);
    return jobGone(error);
  });
  if (row) return row;
  const raced = await findJobPhoto(db, grant, id);
  if (raced) return raced;
  await bucket.delete(key);
  throw new AppError("conflict", "A different photo already has this id.");
}
