import * as z from "zod";
import { BACKUP_PROVIDERS, type BackupStatus, type BackupType, PROOF_STATUSES, TRANSCRIPTION_STATUSES, VOICE_NOTE_TYPES } from "../domain/vocabulary";

/** What a person backs up from a job's page; an account export has its own route. */
const JOB_BACKUP_TYPES = ["job", "photos"] as const;

export const BackupCreateSchema = z.object({
  type: z.enum(JOB_BACKUP_TYPES, { error: `Backup type must be one of ${JOB_BACKUP_TYPES.join(", ")}` }),
});
export type BackupCreateInput = z.input<typeof BackupCreateSchema>;

export const BackupListQuerySchema = z.object({ jobId: z.uuid("jobId must be a job's id").optional() });

export const BackupSettingsSchema = z.object({ nightly: z.boolean({ error: "nightly must be true or false" }) });
export type BackupSettings = z.output<typeof BackupSettingsSchema>;

export type Backup = {
  id: string;
  jobId: string | null;
  backupType: BackupType;
  provider: (typeof BACKUP_PROVIDERS)[number];
  status: BackupStatus;
  fileName: string;
  fileSize: number | null;
  automatic: boolean;
  createdAt: string;
  lastSyncAt: string | null;
  errorMessage: string | null;
};

export const BACKUP_FORMAT = "wrappilot-backup";
export const BACKUP_FORMAT_VERSION = 1;

const entryName = z.string().min(1).max(300);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");

/** manifest.json, the first entry of every backup zip: what the zip holds and each entry's SHA-256. */
export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `This is not a ${BACKUP_FORMAT} file` }),
  version: z.number().int().min(1),
  appVersion: z.string().max(40),
  backupType: z.enum(["job", "photos", "account"]),
  createdAt: z.iso.datetime(),
  counts: z.record(z.string().max(40), z.number().int().min(0)),
  entries: z.array(z.object({ name: entryName, size: z.number().int().min(0), sha256 })).max(20_000),
});
export type BackupManifest = z.output<typeof BackupManifestSchema>;

/** photos.json: each photo's folder in the zip and what the app knew of it. */
export const BackupPhotoSchema = z.object({
  id: z.string().max(64),
  folder: entryName,
  filename: z.string().max(300),
  caption: z.string().nullable(),
  category: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  original: entryName,
  thumb: entryName.nullable(),
  annotated: entryName.nullable(),
  annotatedThumb: entryName.nullable(),
  markup: entryName.nullable(),
  createdAt: z.iso.datetime(),
});
export type BackupPhoto = z.output<typeof BackupPhotoSchema>;

const author = z.object({ id: z.string().max(64), name: z.string().max(200) }).nullable();

/** notes.json: each written note with who wrote it and when. */
export const BackupNoteSchema = z.object({
  id: z.string().max(64),
  body: z.string(),
  author,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BackupNote = z.output<typeof BackupNoteSchema>;

/** voice-notes.json: each recording's audio entry, its length and transcript, and who recorded it. */
export const BackupVoiceNoteSchema = z.object({
  id: z.string().max(64),
  folder: entryName,
  audio: entryName,
  mimeType: z.enum(VOICE_NOTE_TYPES),
  size: z.number().int().min(0),
  duration: z.number().min(0).nullable(),
  transcription: z.string().nullable(),
  transcriptionStatus: z.enum(TRANSCRIPTION_STATUSES),
  /** Who recorded it; backups made before it was kept have none. */
  author: author.default(null),
  createdAt: z.iso.datetime(),
});
export type BackupVoiceNote = z.output<typeof BackupVoiceNoteSchema>;

/** A design sent for approval from a file, kept as history (a restored job has no share links to answer it through). */
const BackupProofSchema = z.object({
  version: z.number().int().min(1),
  status: z.enum(PROOF_STATUSES),
  message: z.string().nullable(),
  decidedName: z.string().nullable(),
  decidedComment: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** The entry holding the design as the client marked it with a change request; absent in zips made before marks. */
  marked: entryName.nullable().optional(),
  createdAt: z.iso.datetime(),
});

/** files.json: each job file's entry, its name, type, category and sharing, and the proofs sent from it. */
export const BackupFileSchema = z.object({
  id: z.string().max(64),
  folder: entryName,
  file: entryName,
  filename: z.string().max(300),
  fileType: z.string().max(200),
  size: z.number().int().min(0),
  category: z.string(),
  shared: z.boolean(),
  uploadedBy: author,
  proofs: z.array(BackupProofSchema).max(1000),
  createdAt: z.iso.datetime(),
});
export type BackupFile = z.output<typeof BackupFileSchema>;
