export const JOB_STATUSES = ["quote_sent", "in_progress", "completed", "on_hold", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const MEASUREMENT_JOB_TYPES = ["vehicle", "trailer", "wall_graphic", "custom"] as const;
export type MeasurementJobType = (typeof MEASUREMENT_JOB_TYPES)[number];

export const PHOTO_CATEGORIES = ["general", "measurement", "progress", "mockup"] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

export const TEAM_ROLES = ["owner", "admin", "installer", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const INVITABLE_ROLES = ["installer", "admin", "viewer"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const JOB_SHARE_ACCESS_LEVELS = ["view", "edit", "full"] as const;
export type JobShareAccessLevel = (typeof JOB_SHARE_ACCESS_LEVELS)[number];

/** A caller's access to a job, weakest first (architecture: "Who may touch a job"). */
export const JOB_ACCESS_LEVELS = ["view", "edit", "full", "owner"] as const;
export type JobAccessLevel = (typeof JOB_ACCESS_LEVELS)[number];

export const QR_SHARE_ACCESS_LEVELS = ["view", "edit"] as const;
export type QrShareAccessLevel = (typeof QR_SHARE_ACCESS_LEVELS)[number];

export const BACKUP_TYPES = ["job", "photos", "account"] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];
export const BACKUP_STATUSES = ["pending", "completed", "failed"] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export const BACKUP_PROVIDERS = ["r2", "google_drive"] as const;

export const AUTH_TYPES = ["local", "external"] as const;

/** Where a job's total square feet comes from: the sum of its measurements, typed by hand, or a vehicle template. */
export const TOTAL_AREA_SOURCES = ["measurements", "manual", "template"] as const;
export type TotalAreaSource = (typeof TOTAL_AREA_SOURCES)[number];

/** A voice note's transcript: being made, made, failed (retry), or not set up on this server (no Workers AI binding). */
export const TRANSCRIPTION_STATUSES = ["pending", "done", "failed", "unavailable"] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** The audio containers a voice note may be stored as, read from its bytes. */
export const VOICE_NOTE_TYPES = ["audio/webm", "audio/mp4", "audio/ogg", "audio/wav"] as const;
export type VoiceNoteType = (typeof VOICE_NOTE_TYPES)[number];
/** Spec §3 and §9: a job file's category, general by default. */
export const FILE_CATEGORIES = ["general", "mockup", "proof", "invoice", "contract", "template"] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
/** Only a design (mockup or proof) can be sent to the client for approval. */
export const PROOF_FILE_CATEGORIES = ["mockup", "proof"] as const satisfies readonly FileCategory[];
export const PROOF_STATUSES = ["pending", "approved", "changes_requested", "superseded"] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];
export const PROOF_DECISIONS = ["approved", "changes_requested"] as const;
export type ProofDecision = (typeof PROOF_DECISIONS)[number];
