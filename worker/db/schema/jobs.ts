import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SEARCH_FOLD_VERSION } from "../../../shared/domain/text-fold";
import { LENGTH_UNITS } from "../../../shared/domain/units";
import { FILE_CATEGORIES, JOB_STATUSES, MEASUREMENT_JOB_TYPES, PHOTO_CATEGORIES, PROOF_STATUSES, TOTAL_AREA_SOURCES, TRANSCRIPTION_STATUSES, VOICE_NOTE_TYPES } from "../../../shared/domain/vocabulary";
import type { Markup } from "../../../shared/schemas/markup";
import { users } from "./accounts";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { inList, nullOr } from "./sql-enum";

export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    jobName: text("job_name"),
    clientContact: text("client_contact"),
    clientPhone: text("client_phone"),
    clientEmail: text("client_email"),
    location: text("location"),
    vehicleVin: text("vehicle_vin"),
    vehicleYear: integer("vehicle_year"),
    vehicleMake: text("vehicle_make"),
    vehicleModel: text("vehicle_model"),
    vehicleColor: text("vehicle_color"),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("quote_sent"),
    totalSquareFeet: real("total_square_feet"),
    totalSquareFeetSource: text("total_square_feet_source", { enum: TOTAL_AREA_SOURCES }).notNull().default("measurements"),
    vinylUsedSquareFeet: real("vinyl_used_square_feet"),
    notes: text("notes"),
    progress: integer("progress").notNull().default(0),
    dueDate: timestamp("due_date"),
    completedAt: timestamp("completed_at"),
    clientKey: text("client_key").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    /** The SEARCH_FOLD_VERSION that search_text was folded with; rows under the current one are folded again by the cron. */
    searchFold: integer("search_fold").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Carries search_text so a search scans the user's slice of the index without visiting each row.
    index("jobs_user_created_idx").on(t.userId, t.createdAt, t.id, t.searchText),
    index("jobs_user_status_idx").on(t.userId, t.status),
    index("jobs_user_client_key_idx").on(t.userId, t.clientKey),
    index("jobs_user_completed_idx").on(t.userId, t.completedAt),
    // Holds only the rows the cron has still to fold again, so it finds them without reading the others.
    index("jobs_search_refold_idx").on(t.id).where(sql`${t.searchFold} < ${sql.raw(String(SEARCH_FOLD_VERSION))}`),
    check("jobs_status_check", inList(t.status, JOB_STATUSES)),
    check("jobs_total_square_feet_source_check", inList(t.totalSquareFeetSource, TOTAL_AREA_SOURCES)),
    check("jobs_progress_range", sql`${t.progress} between 0 and 100`),
    check("jobs_total_square_feet_range", nullOr(t.totalSquareFeet, sql`${t.totalSquareFeet} >= 0`)),
    check("jobs_vinyl_used_range", nullOr(t.vinylUsedSquareFeet, sql`${t.vinylUsedSquareFeet} >= 0`)),
    check("jobs_vehicle_year_range", nullOr(t.vehicleYear, sql`${t.vehicleYear} between 1886 and 2100`)),
  ],
);

export const measurements = sqliteTable(
  "measurements",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    jobType: text("job_type", { enum: MEASUREMENT_JOB_TYPES }).notNull(),
    panel: text("panel"),
    width: real("width"),
    height: real("height"),
    length: real("length"),
    squareFeet: real("square_feet"),
    unit: text("unit", { enum: LENGTH_UNITS }).notNull().default("in"),
    label: text("label"),
    notes: text("notes"),
    photoKey: text("photo_key"),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index("measurements_job_created_idx").on(t.jobId, t.createdAt),
    check("measurements_job_type_check", inList(t.jobType, MEASUREMENT_JOB_TYPES)),
    check("measurements_unit_check", inList(t.unit, LENGTH_UNITS)),
    check("measurements_width_positive", nullOr(t.width, sql`${t.width} > 0`)),
    check("measurements_height_positive", nullOr(t.height, sql`${t.height} > 0`)),
    check("measurements_length_positive", nullOr(t.length, sql`${t.length} > 0`)),
    check("measurements_square_feet_range", nullOr(t.squareFeet, sql`${t.squareFeet} >= 0`)),
  ],
);

export const photos = sqliteTable(
  "photos",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    thumbKey: text("thumb_key"),
    annotatedKey: text("annotated_key"),
    annotatedThumbKey: text("annotated_thumb_key"),
    filename: text("filename").notNull(),
    caption: text("caption"),
    category: text("category", { enum: PHOTO_CATEGORIES }).notNull().default("general"),
    width: integer("width"),
    height: integer("height"),
    byteSize: integer("byte_size"),
    /** SHA-256 (hex) of the original's bytes, so a retried upload under this id is told apart from other bytes under the same id. */
    contentHash: text("content_hash"),
    markup: text("markup", { mode: "json" }).$type<Markup>(),
    markupVersion: integer("markup_version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("photos_job_id_idx").on(t.jobId), check("photos_category_check", inList(t.category, PHOTO_CATEGORIES))],
);

/** Ids of deleted photos, so an upload of one retried after its deletion is answered "gone" instead of bringing it back. */
export const deletedPhotos = sqliteTable(
  "deleted_photos",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    deletedAt: timestamp("deleted_at").notNull(),
  },
  (t) => [index("deleted_photos_job_id_idx").on(t.jobId)],
);

export const voiceNotes = sqliteTable(
  "voice_notes",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type", { enum: VOICE_NOTE_TYPES }).notNull().default("audio/webm"),
    byteSize: integer("byte_size").notNull().default(0),
    /** SHA-256 (hex) of the audio, so a retried upload under this id is told apart from other bytes under the same id. */
    contentHash: text("content_hash"),
    transcription: text("transcription"),
    transcriptionStatus: text("transcription_status", { enum: TRANSCRIPTION_STATUSES }).notNull().default("unavailable"),
    /** When the transcript last went pending, so the cron can fail one whose background run died. */
    transcriptionStartedAt: timestamp("transcription_started_at"),
    duration: integer("duration"),
    createdAt: createdAt(),
  },
  (t) => [
    index("voice_notes_job_id_idx").on(t.jobId),
    check("voice_notes_duration_range", nullOr(t.duration, sql`${t.duration} >= 0`)),
    check("voice_notes_mime_type_check", inList(t.mimeType, VOICE_NOTE_TYPES)),
    check("voice_notes_transcription_status_check", inList(t.transcriptionStatus, TRANSCRIPTION_STATUSES)),
  ],
);

/** Ids of deleted voice notes, so an upload of one retried after its deletion is answered "gone" instead of bringing it back. */
export const deletedVoiceNotes = sqliteTable(
  "deleted_voice_notes",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    deletedAt: timestamp("deleted_at").notNull(),
  },
  (t) => [index("deleted_voice_notes_job_id_idx").on(t.jobId)],
);

export const files = sqliteTable(
  "files",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    storageKey: text("storage_key").notNull(),
    /** The type read from the bytes (never the one the browser declared). */
    fileType: text("file_type").notNull(),
    category: text("category", { enum: FILE_CATEGORIES }).notNull().default("general"),
    byteSize: integer("byte_size").notNull().default(0),
    /** SHA-256 (hex) of the bytes, so a retried upload under this id is told apart from other bytes under the same id. */
    contentHash: text("content_hash"),
    /** Shown on the job's share links and in their PDF report. */
    shared: integer("shared", { mode: "boolean" }).notNull().default(false),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("files_job_id_idx").on(t.jobId, t.createdAt),
    index("files_uploaded_by_idx").on(t.uploadedBy),
    check("files_category_check", inList(t.category, FILE_CATEGORIES)),
    check("files_byte_size_range", sql`${t.byteSize} >= 0`),
  ],
);

/** Ids of deleted files, so an upload of one retried after its deletion is answered "gone" instead of bringing it back. */
export const deletedFiles = sqliteTable(
  "deleted_files",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    deletedAt: timestamp("deleted_at").notNull(),
  },
  (t) => [index("deleted_files_job_id_idx").on(t.jobId)],
);

/**
 * The highest design version a job has numbered. Deleting the file of the latest version deletes its proof, and the
 * activity log, the client's reports and their memory still name that number: it is kept here so no later design
 * takes it.
 */
export const proofVersions = sqliteTable(
  "proof_versions",
  {
    jobId: text("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    lastVersion: integer("last_version").notNull(),
  },
  (t) => [check("proof_versions_last_version_range", sql`${t.lastVersion} >= 1`)],
);

/**
 * A design sent to the client for approval: version n of the job's design (a new one supersedes
 * the pending ones before it), decided once through a share link with the name the client typed.
 */
export const proofs = sqliteTable(
  "proofs",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    message: text("message"),
    /** Set when sending: the client's approval moves a job still quoted (quote_sent) to in_progress. */
    startJobOnApproval: integer("start_job_on_approval", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: PROOF_STATUSES }).notNull().default("pending"),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    decidedName: text("decided_name"),
    decidedComment: text("decided_comment"),
    decidedAt: timestamp("decided_at"),
    /** The deciding visitor's address as its keyed pseudonym (`clientAddress`), never the address itself. */
    decidedAddressHash: text("decided_address_hash"),
    /** The design with the client's marks drawn on it (R2), sent with a change request. */
    markedKey: text("marked_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("proofs_job_version_idx").on(t.jobId, t.version),
    index("proofs_file_id_idx").on(t.fileId),
    index("proofs_sent_by_idx").on(t.sentBy),
    check("proofs_status_check", inList(t.status, PROOF_STATUSES)),
    check("proofs_version_range", sql`${t.version} >= 1`),
  ],
);
