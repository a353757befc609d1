/**
 * What goes into a backup zip, entry by entry, in the documented format (README: "Backups"):
 * manifest.json first, with every other entry's size and SHA-256, then README.txt, the records as
 * JSON, measurements also as CSV, and each photo's files under photos/{n}-{caption or id}/. Photo
 * bytes stay in R2: an entry names its key and is streamed when the zip is written.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { version as appVersion } from "../../package.json";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, type BackupPhoto } from "../../shared/schemas/backup";
import type { BackupType } from "../../shared/domain/vocabulary";
import { OWNER_ACCESS } from "../../shared/schemas/job";
import type { JobRecords } from "../db/queries/job-records";
import { toEstimateDto } from "../dto/estimate";
import { toJobDto } from "../dto/job";
import { toMeasurementDto } from "../dto/measurement";
import { digestStream, hex } from "../storage/workerd-streams";
import { BackupProblem, type ZipInput } from "../storage/zip-to-r2";
import { measurementsCsv } from "./measurements-csv";

export type BackupEntry = ZipInput;

const MISSING_PHOTO = "A photo of this job could not be read (it may have been deleted while the backup was made). Try again.";
const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export const sha256Of = async (bytes: Uint8Array) => hex(await crypto.subtle.digest("SHA-256", bytes.slice()));

export async function textEntry(name: string, text: string, lastModified: Date): Promise<BackupEntry> {
  const bytes = new TextEncoder().encode(text);
  return { name, bytes, size: bytes.byteLength, sha256: await sha256Of(bytes), lastModified };
}

export const jsonEntry = (name: string, value: unknown, lastModified: Date) => textEntry(name, `${JSON.stringify(value, null, 2)}\n`, lastModified);

/** A folder name any system can write: no separators, reserved or control characters, at most 60 characters. */
export function folderName(parent: string, index: number, label: string): string {
  const safe = label
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.]+$/g, "")
    .slice(0, 60)
    .replace(/[\uD800-\uDBFF]$/, "");
  return `${parent}/${String(index).padStart(3, "0")}-${safe || parent.replace(/s$/, "")}`;
}

/** An R2 object's size, type and SHA-256, read through a digest stream (memory stays flat) unless its hash is already known. */
async function describeObject(bucket: R2Bucket, key: string, knownHash: string | null): Promise<{ size: number; sha256: string; type: string }> {
  if (knownHash) {
    const head = await bucket.head(key);
    if (!head) throw new BackupProblem(MISSING_PHOTO);
    return { size: head.size, sha256: knownHash, type: head.httpMetadata?.contentType ?? "image/jpeg" };
  }
  const object = await bucket.get(key);
  if (!object) throw new BackupProblem(MISSING_PHOTO);
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
      await jsonEntry("job.json", jobRecord, now),
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
  if (type === "job") Object.assign(counts, { measurements: records.measurements.length, estimates: records.estimates.length, activity: records.activity.length });
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
