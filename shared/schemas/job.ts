import { z } from "zod";
import { absentAs, boundedText, finiteNumber, optionalFields, toNumber } from "./fields";
import { normalizeJobStatus } from "../domain/job-status";
import { JOB_STATUSES, type JobStatus, TOTAL_AREA_SOURCES, type TotalAreaSource } from "../domain/vocabulary";
import { JOB_NOTES_MAX, JOB_PAGE_MAX, JOB_SEARCH_MAX, JOB_TEXT_MAX, SQUARE_FEET_MAX, VIN_LENGTH } from "../constants";

export { JOB_NOTES_MAX, JOB_PAGE_DEFAULT, JOB_PAGE_MAX, JOB_SEARCH_MAX, JOB_TEXT_MAX, SQUARE_FEET_MAX, VIN_LENGTH } from "../constants";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const text = (max = JOB_TEXT_MAX) => boundedText(max);

const fields = {
  jobName: text(),
  clientContact: text(),
  clientPhone: text(40),
  clientEmail: z.string().trim().max(254).pipe(z.email("Please enter a valid email address")),
  location: text(),
  vehicleVin: z
    .string()
    .trim()
    .toUpperCase()
    .length(VIN_LENGTH, "VIN must be exactly 17 characters")
    .regex(/^[A-HJ-NPR-Z0-9]+$/, "VIN contains invalid characters (I, O, Q not allowed)"),
  vehicleYear: z.preprocess(toNumber, finiteNumber("Year must be a number").int("Year must be a whole number").min(1886, "Year must be 1886 or later").max(2100, "Year must be 2100 or earlier")),
  vehicleMake: text(80),
  vehicleModel: text(80),
  vehicleColor: text(80),
  totalSquareFeet: z.preprocess(
    toNumber,
    finiteNumber("Total square feet must be a number")
      .min(0, "Total square feet cannot be negative")
      .max(SQUARE_FEET_MAX, `Total square feet must be ${SQUARE_FEET_MAX.toLocaleString("en-US")} or less`)
      .transform((value) => Math.round(value * 100) / 100),
  ),
  notes: text(JOB_NOTES_MAX),
  progress: z.preprocess(toNumber, finiteNumber("Progress must be a number").int("Progress must be a whole number").min(0, "Progress must be between 0 and 100").max(100, "Progress must be between 0 and 100")),
  dueDate: z
    .string()
    .refine(
      (value) => (DATE_ONLY.test(value) ? isCalendarDate(value) : z.iso.datetime({ offset: true }).safeParse(value).success),
      "Due date must be a date like 2026-12-31",
    )
    .transform((value) => new Date(DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value)),
};

const status = z
  .string()
  .transform((value, ctx): JobStatus => {
    const normalized = normalizeJobStatus(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: `Status must be one of ${JOB_STATUSES.join(", ")}` });
      return z.NEVER;
    }
    return normalized;
  });

const clientName = z
  .string({ error: "Client name is required" })
  .trim()
  .min(1, "Client name is required")
  .max(JOB_TEXT_MAX, `Must be ${JOB_TEXT_MAX} characters or fewer`);


/** Create: id, userId and timestamps are not accepted (unknown keys are dropped). */
/** A total given on create is the user's own unless it says it came from a template. */
export const JobCreateSchema = z.object({
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
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to update")
  .refine((patch) => !(typeof patch.totalSquareFeet === "number" && patch.totalSquareFeetSource === "measurements"), {
    path: ["totalSquareFeet"],
    message: "A total that follows the measurements can't also be typed",
  });
export type JobPatchInput = z.input<typeof JobPatchSchema>;
export type JobPatch = z.output<typeof JobPatchSchema>;

export const JOB_FILTER_STATUSES = ["all", ...JOB_STATUSES, "complete"] as const;

export const JobListQuerySchema = z.object({
  status: z.enum(JOB_FILTER_STATUSES, { error: "Unknown status filter" }).optional(),
  search: z.string().trim().max(JOB_SEARCH_MAX, `Search must be ${JOB_SEARCH_MAX} characters or fewer`).optional(),
  client: z.string().trim().max(JOB_TEXT_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_MAX).optional(),
  cursor: z.string().max(200).optional(),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;

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
  notes: string | null;
  progress: number;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
};

export type JobPage = { items: Job[]; nextCursor: string | null };
export type JobStats = { total: number; active: number; completed: number };
export type SavedClient = {
  clientName: string;
  clientContact: string | null;
  clientPhone: string | null;
  clientEmail: string | null;
  location: string | null;
};
