import * as z from "zod";
import { FILENAME_MAX, PROOF_COMMENT_MAX, PROOF_MESSAGE_MAX } from "../constants";
import { extensionForType, extensionOf, stemOf } from "../domain/file-types";
import { FILE_CATEGORIES, type FileCategory, PROOF_DECISIONS, type ProofDecision, type ProofStatus } from "../domain/vocabulary";
import { absentAs, clientId, editBase, firstUnits, line, lineOf, paragraphOf, sanitizeLine } from "./fields";
import { showsText } from "../domain/visible-text";

const category = z.enum(FILE_CATEGORIES, { error: `Category must be one of ${FILE_CATEGORIES.join(", ")}` });

/**
 * A device's file name kept for display only: path parts and leading dots removed, hidden and control characters dropped,
 * cut to FILENAME_MAX keeping the extension. A name whose part before the extension shows nothing (".csv", or only
 * combining marks) becomes the fallback with that extension, or "" when the fallback is "".
 */
export function displayFilename(raw: string, fallback = "file"): string {
  const base = sanitizeLine(raw.split(/[\\/]/).pop() ?? "");
  const extension = extensionOf(base);
  if (!showsText(stemOf(base))) return fallback && (extension ? `${fallback}.${base.slice(-extension.length)}` : fallback);
  const name = base.replace(/^\.+/, "");
  if (name.length <= FILENAME_MAX) return name;
  const kept = firstUnits(name, FILENAME_MAX - extension.length - 1);
  return extension ? `${kept}.${extension}` : kept;
}

/**
 * A new name keeps the file's extension, so what downloads is still the type it was checked as; a name that shows
 * nothing before its extension ("." or ".csv") is "", which the route refuses. A stored name that lost its extension gets its type's back.
 */
export function renamedFilename(typed: string, current: string, type: string): string {
  const extension = extensionOf(current) || extensionForType(type);
  const name = displayFilename(typed, "");
  if (!name || extensionOf(name) === extension) return name;
  return displayFilename(`${name}.${extension}`);
}

/** The text parts of a file upload (the multipart form's fields beside `file`). */
export const FileUploadFieldsSchema = z
  .object({
    id: absentAs(clientId.optional(), undefined),
    category: absentAs(category.default("general"), undefined),
  })
  .strict();

export const FilePatchSchema = z
  .object({
    filename: line()
      .max(FILENAME_MAX, `Must be ${FILENAME_MAX} characters or fewer`)
      .refine(showsText, { message: "Please enter a file name", abort: true })
      .refine((name) => !/[\\/]/.test(name), "A file name cannot contain / or \\")
      .optional(),
    category: category.optional(),
    shared: z.boolean({ error: "shared must be true or false" }).optional(),
    base: editBase(["filename", "category", "shared"]),
  })
  .strict()
  .refine((patch) => patch.filename !== undefined || patch.category !== undefined || patch.shared !== undefined, "Change the name, the category or sharing");
export type FilePatch = z.output<typeof FilePatchSchema>;

export type JobFile = {
  id: string;
  jobId: string;
  filename: string;
  /** The type read from the bytes. */
  fileType: string;
  size: number;
  category: FileCategory;
  /** The download (always an attachment). */
  url: string;
  /** Shown in place (images and PDFs only); null for every other type. */
  previewUrl: string | null;
  shared: boolean;
  uploadedBy: { id: string; name: string } | null;
  createdAt: string;
};

export const ProofCreateSchema = z
  .object({
    message: absentAs(paragraphOf(PROOF_MESSAGE_MAX).optional(), undefined),
    startJobOnApproval: z.boolean({ error: "startJobOnApproval must be true or false" }).optional(),
  })
  .strict();
export type ProofCreateInput = z.input<typeof ProofCreateSchema>;

/** `markedUrl`: the design with the client's marks drawn on it, when they sent some with a change request. */
type ProofDecisionRecord = { decision: ProofDecision; name: string; comment: string | null; decidedAt: string; markedUrl: string | null };

export type Proof = {
  id: string;
  jobId: string;
  fileId: string;
  filename: string;
  version: number;
  status: ProofStatus;
  message: string | null;
  /** Whether the client's approval moves the job from quote_sent to in_progress. */
  startJobOnApproval: boolean;
  decision: ProofDecisionRecord | null;
  createdAt: string;
};

const decider = {
  name: lineOf(60).refine(showsText, { message: "Please enter your name", abort: true }),
  comment: absentAs(paragraphOf(PROOF_COMMENT_MAX).optional(), undefined),
};
const NO_CHANGE_SAID = { message: "Please say what should change", path: ["comment"] };

export const ProofDecisionSchema = z
  .object({ decision: z.enum(PROOF_DECISIONS, { error: "decision must be approved or changes_requested" }), ...decider })
  .strict()
  .refine((body) => body.decision === "approved" || body.comment !== undefined, NO_CHANGE_SAID);
export type ProofDecisionInput = z.input<typeof ProofDecisionSchema>;

/** A change request with the client's marks drawn on the design: these text fields, beside the image in the field `marked`. */
export const MarkedChangesFieldsSchema = z
  .object(decider)
  .strict()
  .refine((body) => body.comment !== undefined, NO_CHANGE_SAID);

/** A client's answer on one of the owner's designs, as the dashboard announces it. */
export type DesignAnswer = {
  proofId: string;
  jobId: string;
  clientName: string;
  jobName: string | null;
  filename: string;
  version: number;
  status: ProofDecision;
  name: string;
  /** Whether the client sent the design marked up with their change request. */
  marked: boolean;
  decidedAt: string;
};
