/**
 * Restores a job backup as a new job: the zip is read by ranges (worker/storage/zip-reader.ts), what a
 * file manager added to it left unread and a job folder zipped whole read from inside (./backup-layout.ts), its
 * manifest, format version, entry names, sizes and hashes checked, every record parsed by the API's
 * own schemas, every image by the upload checks, every recording by the voice-note container check and
 * every file by the file type check; then the photos, audio and files are put in R2 under new keys and
 * the rows written in one D1 batch. Any failure removes what was put, so nothing is left behind.
 * The job and its records keep the times the backup recorded, where believable (./backup-dates.ts).
 * Backups made before notes, voice notes and files existed have no such entries and restore without them.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import * as z from "zod";
import { FILES_PER_JOB_MAX, FILE_MAX_BYTES, JOB_TEXT_MAX, MARKUP_RENDITION_EDGE, PHOTOS_PER_JOB_MAX, PHOTO_MAX_BYTES, TRANSCRIPTION_MAX } from "../../shared/constants";
import { firstCodePoints } from "../../shared/domain/code-points";
import { estimateTotals } from "../../shared/domain/estimate-math";
import { measurementSquareFeet, sumSquareFeet } from "../../shared/domain/measurement-area";
import { LENGTH_UNITS } from "../../shared/domain/units";
import { TOTAL_AREA_SOURCES } from "../../shared/domain/vocabulary";
import { BACKUP_FORMAT_VERSION, BackupFileSchema, type BackupManifest, BackupManifestSchema, BackupNoteSchema, BackupPhotoSchema, BackupVoiceNoteSchema } from "../../shared/schemas/backup";
import { ESTIMATES_PER_JOB_MAX, EstimateCreateSchema } from "../../shared/schemas/estimate";
import { firstUnits, sanitizeLine, sanitizeParagraph } from "../../shared/schemas/fields";
import { FilePatchSchema, displayFilename } from "../../shared/schemas/file";
import { NOTES_PER_JOB_MAX, NoteCreateSchema } from "../../shared/schemas/note";
import { VOICE_NOTES_PER_JOB_MAX, VOICE_NOTE_MAX_BYTES, VOICE_NOTE_MAX_SECONDS } from "../../shared/schemas/voice-note";
import { JobCreateSchema } from "../../shared/schemas/job";
import { type Markup, MarkupSchema } from "../../shared/schemas/markup";
import { MEASUREMENTS_PER_JOB_MAX, MeasurementCreateSchema } from "../../shared/schemas/measurement";
import { PhotoUploadFieldsSchema } from "../../shared/schemas/photo";
import type { Db } from "../db/client";
import { searchColumns } from "../db/queries/jobs";
import type { JobRow } from "../db/queries/job-row";
import { type RestoredJob, endRestore, insertRestoredJob, restoredJobWritten, startRestore } from "../db/queries/restore";
import { checkAudio } from "../lib/audio-check";
import { AppError } from "../lib/errors";
import { checkFileBytes } from "../lib/file-check";
import { type ImageRule, PHOTO_RULE, THUMB_RULE, checkImageBytes, isRenditionOf } from "../lib/photo-upload";
import { describeIssues } from "../lib/validator";
import { storedDuration } from "../lib/voice-upload";
import { annotatedKeys, fileUploadKey, uploadKeys, voiceUploadKey } from "../storage/keys";
import { deleteJobObjects } from "../storage/objects";
import { type ZipEntry, ZipProblem, type ZipSource, readEntry } from "../storage/zip-reader";
import { sha256Of } from "./backup-contents";
import { keptTime, keptTimes, restoredJobTimes } from "./backup-dates";
import { backupEntries } from "./backup-layout";
import { notRestorable } from "../../shared/domain/backup-rules";
import { formatNumber } from "../../shared/domain/number-text";

const LIMITS = {
  maxEntries: 4 * PHOTOS_PER_JOB_MAX + VOICE_NOTES_PER_JOB_MAX + FILES_PER_JOB_MAX + 1000,
  maxEntryBytes: Math.max(PHOTO_MAX_BYTES, VOICE_NOTE_MAX_BYTES, FILE_MAX_BYTES) + 4 * 1024 * 1024,
  maxTotalBytes: 2 * PHOTOS_PER_JOB_MAX * PHOTO_MAX_BYTES + VOICE_NOTES_PER_JOB_MAX * VOICE_NOTE_MAX_BYTES + FILES_PER_JOB_MAX * FILE_MAX_BYTES,
  maxExpansion: 20,
  expansionFloorBytes: 64 * 1024 * 1024,
};
const ANNOTATED_RULE: ImageRule = { label: "a marked-up image", maxBytes: PHOTO_MAX_BYTES, maxEdge: MARKUP_RENDITION_EDGE };
const MANIFEST = "manifest.json";

const refuse = (message: string): never => {
  throw new AppError("unprocessable_content", message);
};

/** The zip's entries and a reader that hands out an entry's bytes only when they match the manifest. */
async function openBackup(source: ZipSource) {
  const entries = await backupEntries(source, LIMITS);
  const manifestEntry = entries.get(MANIFEST) ?? refuse("This zip is not a WrapPilot backup: it has no manifest.json.");
  const manifest = parseJson(MANIFEST, await readEntry(source, manifestEntry), BackupManifestSchema);
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    refuse(`This backup was made by a newer version of WrapPilot (format version ${manifest.version}); this version reads format ${BACKUP_FORMAT_VERSION}. Update the app and try again.`);
  }
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for (const name of entries.keys()) if (name !== MANIFEST && !listed.has(name)) refuse(`The entry ${name} is not in the manifest: the zip was changed after it was made.`);
  for (const [name, expected] of listed) {
    const entry = entries.get(name) ?? refuse(`The entry ${name} is missing: the file is incomplete.`);
    if (entry.size !== expected.size) refuse(`The entry ${name} is ${entry.size} bytes, not the ${expected.size} the manifest states: the file was changed or damaged.`);
  }
  const taken = new Set<string>();
  const read = async (name: string, maxBytes = PHOTO_MAX_BYTES + 4 * 1024 * 1024): Promise<Uint8Array> => {
    const expected = listed.get(name) ?? refuse(`The entry ${name} is missing: the file is incomplete.`);
    if (taken.has(name)) refuse(`The entry ${name} is named twice: each photo, voice note and file has its own.`);
    taken.add(name);
    if (expected.size > maxBytes) refuse(`The entry ${name} is ${expected.size} bytes; it can be at most ${maxBytes}.`);
    const bytes = await readEntry(source, entries.get(name) as ZipEntry);
    if ((await sha256Of(bytes)) !== expected.sha256) refuse(`The entry ${name} does not match its SHA-256 in the manifest: the file was changed or damaged.`);
    return bytes;
  };
  return { manifest, read, names: [...listed.keys()] };
}

function parseJson<T>(name: string, bytes: Uint8Array, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    return refuse(`${name} is not valid JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) refuse(`${name}: ${describeIssues(parsed.error.issues)}`);
  return parsed.data!;
}

const parseWith = <T>(name: string, schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) refuse(`${name}: ${describeIssues(parsed.error.issues)}`);
  return parsed.data!;
};

const JobRecordSchema = z.looseObject({ clientName: z.unknown(), jobName: z.string().nullable().optional(), totalSquareFeetSource: z.enum(TOTAL_AREA_SOURCES) });
const MeasurementRecordSchema = z.looseObject({ unit: z.enum(LENGTH_UNITS), createdAt: z.iso.datetime() });
const EstimateRecordSchema = z.looseObject({ createdAt: z.iso.datetime() });
const records = (max: number, what: string) => z.array(z.unknown()).max(max, `A job holds at most ${formatNumber(max)} ${what}`);

async function checkedImage(read: (name: string) => Promise<Uint8Array>, name: string, rule: ImageRule) {
  const bytes = await read(name);
  try {
    return { bytes, image: await checkImageBytes(bytes, name, rule) };
  } catch (error) {
    return refuse(error instanceof AppError ? error.message : `${name} is not an image this app can store.`);
  }
}

function checkedRendition(name: string, image: { width: number; height: number }, rendition: { width: number; height: number }) {
  if (!isRenditionOf(image, rendition)) refuse(`${name} (${rendition.width}×${rendition.height}) is not the ${image.width}×${image.height} image it goes with made smaller.`);
}

function checkedMarkup(name: string, bytes: Uint8Array, width: number, height: number): Markup {
  const markup = parseJson(name, bytes, MarkupSchema);
  const fits = (markup.width === width && markup.height === height) || (markup.width === height && markup.height === width);
  if (!fits) refuse(`${name}: drawn on a ${markup.width}×${markup.height} image, but the photo is ${width}×${height}.`);
  return markup;
}

type Put = (key: string, bytes: Uint8Array, type: string) => Promise<void>;
type Read = (name: string, maxBytes?: number) => Promise<Uint8Array>;

/** The author kept only when it is the account restoring: another account's id is not this account's to name. */
const keptAuthor = (author: { id: string } | null, userId: string) => (author?.id === userId ? userId : null);

function restoreNotes(list: unknown, jobId: string, userId: string, now: Date): RestoredJob["notes"] {
  return parseWith("notes.json", records(NOTES_PER_JOB_MAX, "notes"), list).map((item, index) => {
    const name = `notes.json[${index}]`;
    const record = parseWith(name, BackupNoteSchema, item);
    const { body } = parseWith(name, NoteCreateSchema, { body: record.body });
    return { id: crypto.randomUUID(), jobId, userId: keptAuthor(record.author, userId), body, ...keptTimes(record, now) };
  });
}

async function restoreVoiceNotes(read: Read, list: unknown, jobId: string, userId: string, put: Put, now: Date): Promise<RestoredJob["voiceNotes"]> {
  const rows: RestoredJob["voiceNotes"] = [];
  for (const [index, item] of parseWith("voice-notes.json", records(VOICE_NOTES_PER_JOB_MAX, "voice notes"), list).entries()) {
    const name = `voice-notes.json[${index}]`;
    const record = parseWith(name, BackupVoiceNoteSchema, item);
    const claimed = record.duration === null ? null : Math.min(Math.round(record.duration), VOICE_NOTE_MAX_SECONDS);
    const transcription = record.transcription === null ? null : sanitizeParagraph(record.transcription, TRANSCRIPTION_MAX) || null;
    const bytes = await read(record.audio, VOICE_NOTE_MAX_BYTES);
    const checked = await checkAudio(bytes);
    const type = typeof checked === "string" ? checked : refuse(`${record.audio} ${checked.problem}`);
    const stored = storedDuration(bytes, type, claimed);
    const id = crypto.randomUUID();
    const key = voiceUploadKey(jobId, id, crypto.randomUUID());
    await put(key, bytes, type);
    rows.push({
      id,
      jobId,
      userId: keptAuthor(record.author, userId),
      storageKey: key,
      mimeType: type,
      byteSize: bytes.byteLength,
      contentHash: await sha256Of(bytes),
      duration: stored,
      transcription,
      transcriptionStatus: record.transcriptionStatus === "pending" ? "failed" : record.transcriptionStatus,
      createdAt: keptTime(record.createdAt, now),
    });
  }
  return rows;
}

async function restoreFiles(read: Read, list: unknown, jobId: string, userId: string, put: Put, now: Date): Promise<RestoredJob["files"]> {
  const rows: RestoredJob["files"] = [];
  for (const [index, item] of parseWith("files.json", records(FILES_PER_JOB_MAX, "files"), list).entries()) {
    const name = `files.json[${index}]`;
    const record = parseWith(name, BackupFileSchema, item);
    const fields = parseWith(name, FilePatchSchema, { filename: displayFilename(record.filename), category: record.category, shared: record.shared });
    const filename = fields.filename ?? displayFilename(record.filename);
    const category = fields.category ?? "general";
    const bytes = await read(record.file, FILE_MAX_BYTES);
    if (bytes.byteLength === 0) refuse(`${record.file} is empty.`);
    let fileType: string;
    try {
      fileType = await checkFileBytes(new Blob([bytes.slice()]), filename);
    } catch (error) {
      return refuse(`${record.file}: ${error instanceof AppError ? error.message : "not a file this app can store."}`);
    }
    const id = crypto.randomUUID();
    const key = fileUploadKey(jobId, id, crypto.randomUUID());
    await put(key, bytes, fileType);
    rows.push({
      id,
      jobId,
      filename,
      storageKey: key,
      fileType,
      category,
      byteSize: bytes.byteLength,
      contentHash: await sha256Of(bytes),
      shared: record.shared,
      uploadedBy: keptAuthor(record.uploadedBy, userId),
      createdAt: keptTime(record.createdAt, now),
    });
  }
  return rows;
}

async function restorePhotos(read: (name: string) => Promise<Uint8Array>, photoList: unknown, jobId: string, put: Put, now: Date): Promise<RestoredJob["photos"]> {
  const list = parseWith("photos.json", records(PHOTOS_PER_JOB_MAX, "photos"), photoList);
  const rows: RestoredJob["photos"] = [];
  for (const [index, item] of list.entries()) {
    const record = parseWith(`photos.json[${index}]`, BackupPhotoSchema, item);
    const fields = parseWith(`photos.json[${index}]`, PhotoUploadFieldsSchema, { caption: record.caption, category: record.category });
    const id = crypto.randomUUID();
    const keys = uploadKeys(jobId, id, crypto.randomUUID());
    const original = await checkedImage(read, record.original, PHOTO_RULE);
    await put(keys.original, original.bytes, original.image.type);
    let thumbKey: string | null = null;
    if (record.thumb) {
      const thumb = await checkedImage(read, record.thumb, THUMB_RULE);
      checkedRendition(record.thumb, original.image, thumb.image);
      await put(keys.thumb, thumb.bytes, thumb.image.type);
      thumbKey = keys.thumb;
    }
    const renditions = annotatedKeys(jobId, id, crypto.randomUUID());
    let annotated: { annotatedKey: string | null; annotatedThumbKey: string | null; markup: Markup | null } = { annotatedKey: null, annotatedThumbKey: null, markup: null };
    if (record.markup && record.annotated) {
      const markup = checkedMarkup(record.markup, await read(record.markup), original.image.width, original.image.height);
      const full = await checkedImage(read, record.annotated, ANNOTATED_RULE);
      checkedRendition(record.annotated, markup, full.image);
      await put(renditions.full, full.bytes, full.image.type);
      let annotatedThumbKey: string | null = null;
      if (record.annotatedThumb) {
        const thumb = await checkedImage(read, record.annotatedThumb, THUMB_RULE);
        checkedRendition(record.annotatedThumb, full.image, thumb.image);
        await put(renditions.thumb, thumb.bytes, thumb.image.type);
        annotatedThumbKey = renditions.thumb;
      }
      annotated = { annotatedKey: renditions.full, annotatedThumbKey, markup };
    }
    rows.push({
      id,
      jobId,
      storageKey: keys.original,
      thumbKey,
      ...annotated,
      markupVersion: annotated.markup ? 1 : 0,
      filename: firstUnits(sanitizeLine(record.filename), 200) || "photo",
      caption: fields.caption ?? null,
      category: fields.category,
      width: original.image.width,
      height: original.image.height,
      byteSize: original.bytes.byteLength,
      contentHash: await sha256Of(original.bytes),
      createdAt: keptTime(record.createdAt, now),
    });
  }
  return rows;
}

async function readRecords(read: (name: string) => Promise<Uint8Array>, jobId: string, now: Date) {
  const json = async (name: string) => parseJson(name, await read(name), z.unknown());
  const job = parseWith("job.json", JobRecordSchema, await json("job.json"));
  const { totalSquareFeetSource: _source, id: _id, totalSquareFeet: typedTotal, ...jobFields } = job;
  const measured = job.totalSquareFeetSource === "measurements";
  const values = parseWith("job.json", JobCreateSchema, measured ? jobFields : { ...jobFields, totalSquareFeet: typedTotal });
  const measurements = parseWith("measurements.json", records(MEASUREMENTS_PER_JOB_MAX, "measurements"), await json("measurements.json")).map((item, index) => {
    const name = `measurements.json[${index}]`;
    const record = parseWith(name, MeasurementRecordSchema, item);
    const { id: _ignored, ...typed } = parseWith(name, MeasurementCreateSchema, { ...record, id: undefined, squareFeet: undefined, unit: "in" });
    return { ...typed, id: crypto.randomUUID(), jobId, unit: record.unit, squareFeet: measurementSquareFeet(typed), createdAt: keptTime(record.createdAt, now) };
  });
  const estimates = parseWith("estimates.json", records(ESTIMATES_PER_JOB_MAX, "estimates"), await json("estimates.json")).map((item, index) => {
    const name = `estimates.json[${index}]`;
    const record = parseWith(name, EstimateRecordSchema, item);
    const { id: _ignored, ...input } = parseWith(name, EstimateCreateSchema, { ...record, id: undefined });
    const terms = { ...input, materialPrice: input.materialPrice ?? null, laborHours: input.laborHours ?? null, laborRate: input.laborRate ?? null, notes: input.notes ?? null };
    return { ...terms, ...estimateTotals(terms), id: crypto.randomUUID(), jobId, ...keptTimes(record, now) };
  });
  const areas = measurements.flatMap((item) => (item.squareFeet === null ? [] : [item.squareFeet]));
  const totalSquareFeet = measured ? (areas.length ? sumSquareFeet(areas) : null) : (values.totalSquareFeet ?? null);
  return { job, values, measurements, estimates, totalSquareFeet };
}

const restoredName = (name: string, now: Date) => {
  const suffix = ` (restored ${now.toISOString().slice(0, 10)})`;
  return `${firstCodePoints(name, JOB_TEXT_MAX - suffix.length)}${suffix}`;
};

const MADE = (manifest: BackupManifest) => manifest.createdAt.slice(0, 10);

/**
 * A failed restore's objects deleted and its mark ended, unless its job was written after all (the batch committed and
 * only its answer failed); when the clean-up fails, the mark stays for the hourly sweep.
 */
async function takeBack(db: Db, bucket: R2Bucket, jobId: string, stored: boolean) {
  try {
    if (stored) {
      if (await restoredJobWritten(db, jobId)) return;
      await deleteJobObjects(bucket, jobId);
    }
    await endRestore(db, jobId);
  } catch (cleanup) {
    console.error(JSON.stringify({ event: "restore_cleanup_failed", jobId, error: String(cleanup) }));
  }
}

/** Restores the zip as a new job of `userId`; 422 with what is wrong when the zip is not a whole, untouched job backup. */
export async function restoreJobBackup(db: Db, bucket: R2Bucket, userId: string, source: ZipSource, now = new Date()): Promise<JobRow> {
  const jobId = crypto.randomUUID();
  let stored = false;
  await startRestore(db, jobId, now);
  try {
    const { manifest, read, names } = await openBackup(source);
    const refusal = notRestorable(manifest.backupType);
    if (refusal) refuse(refusal);
    const { job, values, measurements, estimates, totalSquareFeet } = await readRecords(read, jobId, now);
    const photoList = parseJson("photos.json", await read("photos.json"), z.unknown());
    const put: Put = async (key, bytes, type) => {
      stored = true;
      await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
    };
    const optional = async (name: string) => (names.includes(name) ? parseJson(name, await read(name), z.unknown()) : []);
    const notes = restoreNotes(await optional("notes.json"), jobId, userId, now);
    const photos = await restorePhotos(read, photoList, jobId, put, now);
    const voiceNotes = await restoreVoiceNotes(read, await optional("voice-notes.json"), jobId, userId, put, now);
    const files = await restoreFiles(read, await optional("files.json"), jobId, userId, put, now);
    const { id: _id, ...fields } = values;
    const jobName = restoredName(values.jobName ?? values.clientName, now);
    const row = { ...fields, jobName, totalSquareFeetSource: job.totalSquareFeetSource, totalSquareFeet };
    return await insertRestoredJob(db, {
      job: {
        ...row,
        ...searchColumns(row),
        id: jobId,
        userId,
        ...restoredJobTimes(job, values.status === "completed", now),
      },
      measurements,
      estimates,
      photos,
      notes,
      voiceNotes,
      files,
      details: `${jobName}, from the backup made ${MADE(manifest)}`,
    });
  } catch (error) {
    await takeBack(db, bucket, jobId, stored);
    if (error instanceof ZipProblem) throw new AppError("unprocessable_content", error.message);
    throw error;
  }
}
