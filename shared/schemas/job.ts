import * as z from "zod";
import { absentAs, clientId, editBase, finiteNumber, line, lineOf, optionalFields, paragraphOf } from "./fields";
import { showsText } from "../domain/visible-text";
import { vinText } from "./vin";
import { normaliseJobStatus } from "../domain/job-status";
import { JOB_STATUSES, type JobAccessLevel, type JobStatus, TOTAL_AREA_SOURCES, type TotalAreaSource } from "../domain/vocabulary";
import { JOB_NOTES_MAX, JOB_PAGE_MAX, JOB_SEARCH_MAX, JOB_TEXT_MAX, SQUARE_FEET_MAX, VIN_LENGTH } from "../constants";
import { formatNumber, roundDecimal, toNumber } from "../domain/number-text";

export { JOB_PAGE_DEFAULT, JOB_SEARCH_MAX } from "../constants";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DUE_YEAR_MIN = 1900;
const DUE_YEAR_MAX = 2100;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const jobText = (max = JOB_TEXT_MAX) => lineOf(max);

const fields = {
  jobName: jobText(),
  clientContact: jobText(),
  clientPhone: jobText(40),
  clientEmail: line().max(254).pipe(z.email("Please enter a valid email address")),
  location: jobText(),
  vehicleVin: vinText({ length: `VIN must be exactly ${VIN_LENGTH} characters`, characters: "VIN contains invalid characters (I, O, Q not allowed)" }, line()),
  vehicleYear: z.preprocess(toNumber, finiteNumber("Year must be a number").int("Year must be a whole number").min(1886, "Year must be 1886 or later").max(2100, "Year must be 2100 or earlier")),
  vehicleMake: jobText(80),
  vehicleModel: jobText(80),
  vehicleColor: jobText(80),
  totalSquareFeet: z.preprocess(
    toNumber,
    finiteNumber("Total square feet must be a number")
      .min(0, "Total square feet cannot be negative")
      .max(SQUARE_FEET_MAX, `Total square feet must be ${formatNumber(SQUARE_FEET_MAX)} or less`)
      .transform((value) => roundDecimal(value, 2)),
  ),
  vinylUsedSquareFeet: z.preprocess(
    toNumber,
    finiteNumber("Vinyl used must be a number")
      .min(0, "Vinyl used cannot be negative")
      .max(SQUARE_FEET_MAX, `Vinyl used must be ${formatNumber(SQUARE_FEET_MAX)} sq ft or less`)
      .transform((value) => roundDecimal(value, 2)),
  ),
  notes: paragraphOf(JOB_NOTES_MAX),
  progress: z.preprocess(toNumber, finiteNumber("Progress must be a number").int("Progress must be a whole number").min(0, "Progress must be between 0 and 100").max(100, "Progress must be between 0 and 100")),
  dueDate: z
    .string()
    .refine(
      (value) => (DATE_ONLY.test(value) ? isCalendarDate(value) : z.iso.datetime({ offset: true }).safeParse(value).success),
      "Due date must be a date like 2026-12-31",
    )
    .transform((value, ctx) => {
      const date = new Date(DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value);
      const year = date.getUTCFullYear();
      if (year < DUE_YEAR_MIN || year > DUE_YEAR_MAX) {
        ctx.addIssue({ code: "custom", message: `Due date must be between ${DUE_YEAR_MIN}-01-01 and ${DUE_YEAR_MAX}-12-31` });
        return z.NEVER;
      }
      return date;
    }),
};

const status = z
  .string()
  .transform((value, ctx): JobStatus => {
    const normalised = normaliseJobStatus(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message: `Status must be one of ${JOB_STATUSES.join(", ")}` });
      return z.NEVER;
    }
    return normalised;
  });

const clientName = line({ error: "Client name is required" })
  .max(JOB_TEXT_MAX, `Must be ${JOB_TEXT_MAX} characters or fewer`)
  .refine(showsText, { message: "Client name is required", abort: true });


const JOB_EDITABLE_FIELDS = [
  "clientName", "status", "jobName", "clientContact", "clientPhone", "clientEmail", "location", "vehicleVin", "vehicleYear",
  "vehicleMake", "vehicleModel", "vehicleColor", "totalSquareFeet", "totalSquareFeetSource", "vinylUsedSquareFeet", "notes", "progress", "dueDate",
] as const satisfies readonly (keyof Job)[];

/** Create: userId and timestamps are not accepted (the API refuses a field not named here); a total given on create is the user's own unless it says it came from a template. */
export const JobCreateSchema = z.object({
  id: clientId.optional(),
  clientName,
  status: absentAs(status.optional(), undefined),
  ...optionalFields(fields, undefined),
  totalSquareFeetSource: z.enum(["manual", "template"], { error: "Total area source must be manual or template" }).optional(),
});
export type JobCreateInput = z.input<typeof JobCreateSchema>;
export type JobCreate = z.output<typeof JobCreateSchema>;

export const JobPatchSchema = z
  .object({
    clientName: clientName.optional(),
    status: status.optional(),
    ...optionalFields(fields, null),
    progress: absentAs(fields.progress.optional(), undefined),
    totalSquareFeetSource: z.enum(TOTAL_AREA_SOURCES, { error: `Total area source must be one of ${TOTAL_AREA_SOURCES.join(", ")}` }).optional(),
    base: editBase(JOB_EDITABLE_FIELDS),
  })
  .refine((patch) => Object.entries(patch).some(([key, value]) => key !== "base" && value !== undefined), "Nothing to update")
  .refine((patch) => !(typeof patch.totalSquareFeet === "number" && patch.totalSquareFeetSource === "measurements"), {
    path: ["totalSquareFeet"],
    message: "A total that follows the measurements can't also be typed",
  });
export type JobPatchInput = z.input<typeof JobPatchSchema>;
export type JobPatch = z.output<typeof JobPatchSchema>;

const JOB_FILTER_STATUSES = ["all", ...JOB_STATUSES, "complete"] as const;

/** mine: the caller's jobs and those shared with them; team: their team members' jobs, for the team's owner and admins. */
const JOB_LIST_SCOPES = ["mine", "team"] as const;
export type JobListScope = (typeof JOB_LIST_SCOPES)[number];

export const JobListQuerySchema = z.object({
  status: z.enum(JOB_FILTER_STATUSES, { error: "Unknown status filter" }).optional(),
  search: absentAs(line().max(JOB_SEARCH_MAX, `Search must be ${JOB_SEARCH_MAX} characters or fewer`).optional(), undefined),
  client: line().max(JOB_TEXT_MAX).optional(),
  limit: z.preprocess(toNumber, z.number().int().min(1).max(JOB_PAGE_MAX)).optional(),
  cursor: z.string().max(200).optional(),
  scope: z.enum(JOB_LIST_SCOPES, { error: "Scope must be mine or team" }).optional(),
});

export type Job = {
  id: string;
  clientName: string;
  jobName: string | null;
  clientContact: string | null;
  clientPhone: string | null;
  clientEmail: string | null;
  location: string | null;
  vehicleVin: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleColor: string | null;
  status: JobStatus;
  totalSquareFeet: number | null;
  totalSquareFeetSource: TotalAreaSource;
  vinylUsedSquareFeet: number | null;
  notes: string | null;
  progress: number;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  access: JobAccess;
};

/** What the caller may do with a job and how they reach it; `grantor` names who shared it, or the owner for a team view. */
export type JobAccess = { level: JobAccessLevel; via: "owner" | "team" | "share"; grantor: string | null };
export const OWNER_ACCESS: JobAccess = { level: "owner", via: "owner", grantor: null };

/** A job's contact details: the person, their phone and email. */
export type ClientContact = Pick<Job, "clientContact" | "clientPhone" | "clientEmail">;
/**
 * A client's jobs counted over all of them, beside the first page of the jobs list filtered by that client;
 * `contact` is that of the newest of them with any contact details.
 */
export type ClientTotals = { total: number; completed: number; firstJobAt: string | null; latestJobAt: string | null; contact: ClientContact | null };
export type JobPage = { items: Job[]; nextCursor: string | null; clientTotals?: ClientTotals };
/** The dashboard's counts over the user's jobs and those shared with them; `own` counts the user's alone, which Insights covers. */
export type JobStats = { total: number; active: number; completed: number; own: number };
export type SavedClient = {
  clientName: string;
  clientContact: string | null;
  clientPhone: string | null;
  clientEmail: string | null;
  location: string | null;
};
