/**
 * What goes into a backup zip, entry by entry, in the documented format (README: "Backups"):
 * manifest.json first, with every other entry's size and SHA-256, then README.txt, the records as
 * JSON, measurements also as CSV, each photo's files under photos/{n}-{caption or id}/, each voice
 * note's audio under voice/{n}-{time}/ and each job file under files/{n}-{name}/. Photo, audio and
 * file bytes stay in R2: an entry names its key and is streamed when the zip is written.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { version as appVersion } from "../../package.json";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupFile,
  type BackupManifest,
  type BackupNote,
  type BackupPhoto,
  type BackupVoiceNote,
} from "../../shared/schemas/backup";
import { extensionOf } from "../../shared/domain/file-types";
import type { BackupType } from "../../shared/domain/vocabulary";
import { firstUnits } from "../../shared/schemas/fields";
import { OWNER_ACCESS } from "../../shared/schemas/job";
import type { JobRecords } from "../db/queries/job-records";
import { toEstimateDto } from "../dto/estimate";
import { toJobDto } from "../dto/job";
import { toMeasurementDto } from "../dto/measurement";
import { toNoteDto } from "../dto/note";
import { toVoiceNoteDto } from "../dto/voice-note";
import { nameFromNaming } from "../db/queries/person-naming";
import { digestStream, hex } from "../storage/workerd-streams";
import { BackupProblem, type ZipInput } from "../storage/zip-to-r2";
import { measurementsCsv } from "./measurements-csv";

export type BackupEntry = ZipInput;

const missing = (what: string) => `${what} of this job could not be read (it may have been deleted while the backup was made). Try again.`;
const MISSING_PHOTO = missing("A photo");
export const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
const AUDIO_EXTENSIONS: Record<string, string> = { "audio/webm": "webm", "audio/mp4": "m4a", "audio/ogg": "ogg", "audio/wav": "wav" };

export const sha256Of = async (bytes: Uint8Array) => hex(await crypto.subtle.digest("SHA-256", bytes.slice()));

export async function textEntry(name: string, text: string, lastModified: Date): Promise<BackupEntry> {
  const bytes = new TextEncoder().encode(text);
  return { name, bytes, size: bytes.byteLength, sha256: await sha256Of(bytes), lastModified };
}

export const jsonEntry = (name: string, value: unknown, lastModified: Date) => textEntry(name, `${JSON.stringify(value, null, 2)}\n`, lastModified);

/** A name any system can write: no separators, reserved or control characters, at most 60 characters. */
const safeName = (label: string) =>
  firstUnits(
    label
      .normalize("NFC")
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, "-")
      .replace(/\s+/g, " ")
      .replace(/^[\s.-]+|[\s.]+$/g, ""),
    60,
  );

export function folderName(parent: string, index: number, label: string): string {
  return `${parent}/${String(index).padStart(3, "0")}-${safeName(label) || parent.replace(/s$/, "")}`;
}

/** An R2 object's size, type and SHA-256, read through a digest stream (memory stays flat) unless its hash is already known. */
export async function describeObject(bucket: R2Bucket, key: string, knownHash: string | null, absent = MISSING_PHOTO): Promise<{ size: number; sha256: string; type: string }> {
  if (knownHash) {
    const head = await bucket.head(key);
    if (!head) throw new BackupProblem(absent);
    return { size: head.size, sha256: knownHash, type: head.httpMetadata?.contentType ?? "image/jpeg" };
  }
  const object = await bucket.get(key);
  if (!object) throw new BackupProblem(absent);
  const digest = digestStream("SHA-256");
  await (object.body as ReadableStream<Uint8Array>).pipeTo(digest);
  return { size: object.size, sha256: hex(await digest.digest), type: object.httpMetadata?.contentType ?? "image/jpeg" };
}

type PhotoFiles = { photo: BackupPhoto; entries: BackupEntry[] };

async function photoFiles(bucket: R2Bucket, row: JobRecords["photos"][number], index: number, withMarkup: boolean): Promise<PhotoFiles> {
  const folder = folderName("photos", index, row.caption ?? row.id);
  const at = row.createdAt;
  const entries: BackupEntry[] = [];
  const add = async (stem: string, key: string | null, knownHash: string | null = null) => {
    if (!key) return null;
    const found = await describeObject(bucket, key, knownHash);
    const name = `${folder}/${stem}.${EXTENSIONS[found.type] ?? "jpg"}`;
    entries.push({ name, key, size: found.size, sha256: found.sha256, lastModified: at });
    return name;
  };
  const original = (await add("original", row.storageKey, row.contentHash))!;
  const thumb = await add("thumb", row.thumbKey);
  const annotated = await add("annotated", row.annotatedKey);
  const annotatedThumb = await add("annotated-thumb", row.annotatedThumbKey);
  let markup: string | null = null;
  if (withMarkup && row.markup) {
    const entry = await jsonEntry(`${folder}/markup.json`, row.markup, at);
    entries.push(entry);
    markup = entry.name;
  }
  const photo: BackupPhoto = {
    id: row.id,
    folder,
    filename: row.filename,
    caption: row.caption,
    category: row.category,
    width: row.width,
    height: row.height,
    original,
    thumb,
    annotated,
    annotatedThumb,
    markup,
    createdAt: at.toISOString(),
  };
  return { photo, entries };
}

const authorOf = (id: string | null, naming: string | null) => (id ? { id, name: nameFromNaming(naming) } : null);

function noteRecord(row: JobRecords["notes"][number]): BackupNote {
  const { jobId: _jobId, ...note } = toNoteDto(row);
  return note;
}

async function voiceNoteFiles(bucket: R2Bucket, named: JobRecords["voiceNotes"][number], index: number): Promise<{ note: BackupVoiceNote; entries: BackupEntry[] }> {
  const row = named.voiceNote;
  const folder = folderName("voice", index, row.createdAt.toISOString().slice(0, 16).replace("T", " "));
  const found = await describeObject(bucket, row.storageKey, row.contentHash, missing("A voice note"));
  const audio = `${folder}/recording.${AUDIO_EXTENSIONS[row.mimeType] ?? "webm"}`;
  const note: BackupVoiceNote = {
    id: row.id,
    folder,
    audio,
    mimeType: row.mimeType,
    size: found.size,
    duration: row.duration,
    transcription: row.transcription,
    transcriptionStatus: row.transcriptionStatus,
    author: toVoiceNoteDto(named).author,
    createdAt: row.createdAt.toISOString(),
  };
  return { note, entries: [{ name: audio, key: row.storageKey, size: found.size, sha256: found.sha256, lastModified: row.createdAt }] };
}

async function jobFileFiles(bucket: R2Bucket, row: JobRecords["files"][number], index: number, proofs: JobRecords["proofs"]): Promise<{ file: BackupFile; entries: BackupEntry[] }> {
  const folder = folderName("files", index, row.filename);
  const found = await describeObject(bucket, row.storageKey, row.contentHash, missing(`The file ${row.filename}`));
  const extension = extensionOf(row.filename);
  const stem = extension ? row.filename.slice(0, -extension.length - 1) : row.filename;
  const name = `${folder}/${safeName(stem) || "file"}${extension ? `.${extension}` : ""}`;
  const entries: BackupEntry[] = [{ name, key: row.storageKey, size: found.size, sha256: found.sha256, lastModified: row.createdAt }];
  const marked = async (proof: JobRecords["proofs"][number]) => {
    if (!proof.markedKey) return null;
    const image = await describeObject(bucket, proof.markedKey, null, missing(`The marks on ${row.filename}`));
    const entry = { name: `${folder}/marks-v${proof.version}.${EXTENSIONS[image.type] ?? "jpg"}`, key: proof.markedKey, size: image.size, sha256: image.sha256, lastModified: proof.decidedAt ?? proof.createdAt };
    entries.push(entry);
    return entry.name;
  };
  const sent = proofs.filter((proof) => proof.fileId === row.id);
  const markedNames: (string | null)[] = [];
  for (const proof of sent) markedNames.push(await marked(proof));
  const file: BackupFile = {
    id: row.id,
    folder,
    file: name,
    filename: row.filename,
    fileType: row.fileType,
    size: found.size,
    category: row.category,
    shared: row.shared,
    uploadedBy: authorOf(row.uploadedBy, row.uploaderNaming),
    proofs: sent.map((proof, index) => ({
      version: proof.version,
      status: proof.status,
      message: proof.message,
      decidedName: proof.decidedName,
      decidedComment: proof.decidedComment,
      decidedAt: proof.decidedAt?.toISOString() ?? null,
      marked: markedNames[index] ?? null,
      createdAt: proof.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
  return { file, entries };
}

const README = (type: BackupType, jobName: string) => `WrapPilot backup: ${jobName}

This folder is a ${type === "photos" ? "photos-only" : "complete"} copy of a job from WrapPilot, readable without the app.

  manifest.json      what this backup holds: format, version, counts, and the SHA-256 of every file
  photos.json        each photo: its folder, caption, category, size and when it was taken
  photos/NNN-name/   original.*        the photo as uploaded
                     thumb.*           its small preview
                     annotated.jpg     the photo with its markup drawn on (when it has markup)
                     markup.json       the markup shapes, in photo pixels, to edit again in the app
${
  type === "photos"
    ? ""
    : `  job.json           the job: client, vehicle, status, dates, notes
  measurements.json  every measurement (lengths in inches)
  measurements.csv   the same, to open in a spreadsheet
  estimates.json     material estimates
  activity.json      the job's history
  notes.json         the written notes: text, author and when
  voice-notes.json   each voice note: its folder, length, transcript and when it was recorded
  voice/NNN-time/    recording.*       the audio as recorded (WebM, M4A, Ogg or WAV)
  files.json         each file: its folder, name, type, category, and the designs sent for approval from it
  files/NNN-name/    the file as uploaded, under its own name, and marks-vN.*: version N as the client
                     marked it when asking for changes
`
}
To bring it back as a new job, open WrapPilot, choose Backup & Share, and import this zip.
`;

/** The entries of a job or photos backup, manifest.json first. */
export async function jobBackupEntries(bucket: R2Bucket, records: JobRecords, type: "job" | "photos", now: Date): Promise<BackupEntry[]> {
  const files: PhotoFiles[] = [];
  for (const [index, row] of records.photos.entries()) files.push(await photoFiles(bucket, row, index + 1, type === "job"));
  const job = toJobDto(records.job, OWNER_ACCESS);
  const { access: _access, ...jobRecord } = job;
  const recordEntries: BackupEntry[] = [
    await textEntry("README.txt", README(type, records.job.jobName ?? records.job.clientName), now),
    await jsonEntry("photos.json", files.map((file) => file.photo), now),
  ];
  if (type === "job") {
    const measurements = records.measurements.map(toMeasurementDto);
    recordEntries.push(
      await jsonEntry("job.json", { ...jobRecord, completedAt: records.job.completedAt?.toISOString() ?? null }, now),
      await jsonEntry("measurements.json", measurements, now),
      await textEntry("measurements.csv", measurementsCsv(measurements), now),
      await jsonEntry("estimates.json", records.estimates.map(toEstimateDto), now),
      await jsonEntry(
        "activity.json",
        records.activity.map((entry) => ({ ...entry, timestamp: entry.timestamp.toISOString() })),
        now,
      ),
    );
  }
  const entries = [...recordEntries, ...files.flatMap((file) => file.entries)];
  const counts: Record<string, number> = { photos: files.length, markedUpPhotos: files.filter((file) => file.photo.annotated).length };
  if (type === "job") {
    const voiceNotes = [];
    for (const [index, row] of records.voiceNotes.entries()) voiceNotes.push(await voiceNoteFiles(bucket, row, index + 1));
    const jobFiles = [];
    for (const [index, row] of records.files.entries()) jobFiles.push(await jobFileFiles(bucket, row, index + 1, records.proofs));
    entries.splice(
      recordEntries.length,
      0,
      await jsonEntry("notes.json", records.notes.map(noteRecord), now),
      await jsonEntry("voice-notes.json", voiceNotes.map((item) => item.note), now),
      await jsonEntry("files.json", jobFiles.map((item) => item.file), now),
    );
    entries.push(...voiceNotes.flatMap((item) => item.entries), ...jobFiles.flatMap((item) => item.entries));
    Object.assign(counts, {
      measurements: records.measurements.length,
      estimates: records.estimates.length,
      activity: records.activity.length,
      notes: records.notes.length,
      voiceNotes: voiceNotes.length,
      files: jobFiles.length,
      proofs: records.proofs.length,
    });
  }
  return withManifest(type, counts, entries, now);
}

/** manifest.json, naming every other entry with its size and SHA-256, put first. */
export async function withManifest(type: BackupType, counts: Record<string, number>, entries: BackupEntry[], now: Date): Promise<BackupEntry[]> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    appVersion,
    backupType: type,
    createdAt: now.toISOString(),
    counts,
    entries: entries.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
  };
  return [await jsonEntry("manifest.json", manifest, now), ...entries];
}
