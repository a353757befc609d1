/**
 * Job files from multipart uploads: the size capped, the real type read from the bytes, the name
 * kept for display only and the key made from ids alone. The object is stored before the row and
 * removed again unless the row that names it is written.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { FILES_PER_JOB_MAX, FILE_MAX_BYTES } from "../../shared/constants";
import { displayFilename } from "../../shared/schemas/file";
import type { FileCategory } from "../../shared/domain/vocabulary";
import type { Db } from "../db/client";
import type { JobGrant } from "../db/queries/access";
import type { Actor } from "../db/queries/activity";
import type { FileRow } from "../db/queries/file-columns";
import { findJobFile, insertFile, wasFileDeleted } from "../db/queries/files";
import { jobObjects, storeThenWrite } from "../storage/in-flight";
import { fileUploadKey } from "../storage/keys";
import { digestStream, fixedLengthStream, hex } from "../storage/workerd-streams";
import { AppError, jobGone } from "./errors";
import { checkFileBytes } from "./file-check";
import { type FormValue, fieldsOtherThan, readForm } from "./form-fields";
import { formFilename } from "./form-filename";
import { oversizeText } from "../../shared/domain/file-text";

/** The form's room beyond the file itself: its text fields and multipart boundaries. */
export const FILE_FORM_MAX_BYTES = FILE_MAX_BYTES + 64 * 1024;

export type FileUpload = { file: Blob; filename: string; type: string; contentHash: string; fields: Record<string, FormValue> };

async function sha256(file: Blob): Promise<string> {
  const digest = digestStream("SHA-256");
  await file.stream().pipeTo(digest);
  return hex(await digest.digest);
}

export async function readFileUpload(request: Request): Promise<FileUpload> {
  const form = await readForm(request, "file");
  const fields = fieldsOtherThan(form, ["file"]);
  const file = form.get("file");
  if (file === null) throw new AppError("validation_failed", "file: Please choose a file.");
  if (typeof file === "string") throw new AppError("validation_failed", "file: Send a file, not text.");
  const filename = displayFilename(formFilename(file));
  if (file.size === 0) throw new AppError("validation_failed", `${filename} is empty.`);
  if (file.size > FILE_MAX_BYTES) throw new AppError("payload_too_large", oversizeText(filename, file.size, FILE_MAX_BYTES, "a file"));
  const type = await checkFileBytes(file, filename);
  return { file, filename, type, contentHash: await sha256(file), fields };
}

/** The file's bytes as R2 takes them: a stream of the length R2 must know beforehand. */
function bodyOf(file: Blob) {
  const { readable, writable } = fixedLengthStream(file.size);
  file.stream().pipeTo(writable).catch(() => undefined);
  return readable;
}

const OTHER_FILE = "A different file already has this id.";
const FILE_DELETED = "This file was deleted after it was uploaded.";

function replayOf(row: FileRow, contentHash: string): FileRow {
  if (row.contentHash === contentHash) return row;
  throw new AppError("conflict", OTHER_FILE);
}

/**
 * Stores the file under the job. The same id with the same bytes replays the stored file (a
 * retried upload); other bytes, or an id taken by another job, are a 409; deleted since, 410.
 */
export async function storeFile(bucket: R2Bucket, db: Db, actor: Actor, grant: JobGrant, upload: FileUpload, fields: { id?: string; category: FileCategory }): Promise<FileRow> {
  const id = fields.id ?? crypto.randomUUID();
  const existing = await findJobFile(db, grant, id);
  if (existing) return replayOf(existing, upload.contentHash);
  if (await wasFileDeleted(db, grant, id)) throw new AppError("gone", FILE_DELETED);
  const key = fileUploadKey(grant.job.id, id, crypto.randomUUID());
  const stored = await storeThenWrite(db, bucket, jobObjects(grant.job.id, [key]), {
    store: () => bucket.put(key, bodyOf(upload.file), { httpMetadata: { contentType: upload.type }, sha256: upload.contentHash }),
    write: () => insertFile(db, actor, grant, { id, storageKey: key, filename: upload.filename, fileType: upload.type, category: fields.category, byteSize: upload.file.size, contentHash: upload.contentHash }),
    named: (row) => typeof row !== "string",
  }).catch(jobGone);
  if (typeof stored !== "string") return stored;
  if (stored === "job_full") throw new AppError("conflict", `A job can hold at most ${FILES_PER_JOB_MAX} files.`);
  if (stored === "deleted") throw new AppError("gone", FILE_DELETED);
  const winner = await findJobFile(db, grant, id);
  if (winner) return replayOf(winner, upload.contentHash);
  throw new AppError("conflict", OTHER_FILE);
}
