export const PRODUCT_NAME = "WrapPilot";
export const PRODUCT_TAGLINE = "Graphic Installer Assistant";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const TEAM_NAME_MAX = 60;
export const NAME_MAX = 100;

/** Account limits the settings screen shows before it loads the account's schemas. */
export const BUSINESS_NAME_MAX = 100;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_EDGE = 2000;
export const DELETE_WORD = "DELETE";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];

export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Job limits live here, free of zod, so first-screen code can use them without loading the schemas. */
export const JOB_TEXT_MAX = 200;
export const JOB_NOTES_MAX = 5000;
/** A note's and a voice note transcript's longest text. */
export const NOTE_BODY_MAX = 10_000;
export const TRANSCRIPTION_MAX = 20_000;
export const JOB_SEARCH_MAX = 100;
export const JOB_PAGE_DEFAULT = 50;
export const JOB_PAGE_MAX = 200;
export const SQUARE_FEET_MAX = 100_000;
/** The widest roll an estimate or the shop's default may name, in inches. */
export const ROLL_WIDTH_MAX_IN = 120;
export const VIN_LENGTH = 17;

/** Live share links (active, unexpired) a job may have at once, and people on one team, the owner included. */
export const SHARE_LINKS_PER_JOB_MAX = 100;
export const TEAM_MEMBERS_MAX = 50;

/** Spec §9: the dashboard's Recent Jobs list and the Measure picker show 5 jobs. */
export const RECENT_JOBS_SHOWN = 5;
export const RECENT_PHOTOS_SHOWN = 4;

export const THEME_STORAGE_KEY = "wrappilot-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** Photos: the server checks the real bytes against these types and caps the size and the pixel count. */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTOS_PER_JOB_MAX = 500;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PHOTO_CAPTION_MAX = 200;

/** Image markup (spec section 9): twelve colours, six brush sizes, text at four times the brush, a 20 px arrow head. */
export const MARKUP_COLORS = [
  "#ef4444",
  "#f97316",
  "#facc15",
  "#22c55e",
  "#14b8a6",
  "#3b82f6",
  "#6366f1",
  "#a855f7",
  "#ec4899",
  "#ffffff",
  "#6b7280",
  "#000000",
] as const;
export const MARKUP_DEFAULT_COLOR = MARKUP_COLORS[0];
export const MARKUP_SIZES = [1, 2, 3, 5, 8, 12] as const;
export const MARKUP_DEFAULT_SIZE = 3;
export const MARKUP_TEXT_SCALE = 4;
export const MARKUP_ARROW_HEAD = 20;
/**
 * Markup sizes (brush 1-12 px, the 20 px arrow head) are pixels on a photo whose long edge is this
 * long; a bigger photo draws proportionally thicker marks, so a mark covers the same share of any
 * photo, on any screen and in the rendition. Every renderer of saved markup must use it.
 */
export const MARKUP_REFERENCE_EDGE = 500;
export const MARKUP_SHAPES_MAX = 500;
export const MARKUP_POINTS_MAX = 4000;
export const MARKUP_TEXT_MAX = 300;
/** The annotated rendition's long edge: under iOS Safari's 16.7-megapixel canvas limit for any photo we store. */
export const MARKUP_RENDITION_EDGE = 2560;

/** Spec §9: the Insights page's Activity tab shows the 10 most recent entries, and "Show more" pages on by as many. */
export const RECENT_ACTIVITY_SHOWN = 10;
export const ACTIVITY_PAGE_MAX = 50;

/** Job files (any accepted type): the server reads each file's real type from its bytes and caps its size and the job's count. */
export const FILE_MAX_BYTES = 50 * 1024 * 1024;
export const FILES_PER_JOB_MAX = 300;
export const FILENAME_MAX = 200;
export const PROOF_MESSAGE_MAX = 2000;
/** Design versions sent for approval on one job; a backup holds them all (shared/schemas/backup.ts). */
export const PROOFS_PER_JOB_MAX = 200;
export const PROOF_COMMENT_MAX = 2000;
