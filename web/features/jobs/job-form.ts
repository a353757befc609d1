import { JOB_STATUSES } from "../../../shared/domain/vocabulary";
import type { Job, JobCreateInput, JobPatchInput } from "../../../shared/schemas/job";
import type { JobBase } from "../../api/job-mutations";
import { toDateInput } from "../../lib/date-text";
import { typedDecimal } from "../../lib/typed-decimal";

const JOB_FORM_FIELDS = [
  "clientName",
  "clientContact",
  "clientPhone",
  "clientEmail",
  "location",
  "jobName",
  "vehicleVin",
  "vehicleYear",
  "vehicleMake",
  "vehicleModel",
  "vehicleColor",
  "totalSquareFeet",
  "status",
  "progress",
  "dueDate",
  "notes",
] as const;

export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormValues = Record<JobFormField, string>;

/** What each field is called on the form, and in a toast about it. */
export const JOB_FIELD_LABELS: Record<JobFormField | "totalSquareFeetSource", string> = {
  clientName: "Client company",
  clientContact: "Contact person",
  clientPhone: "Phone",
  clientEmail: "Email",
  location: "Location",
  jobName: "Job name",
  vehicleVin: "VIN",
  vehicleYear: "Year",
  vehicleMake: "Make",
  vehicleModel: "Model",
  vehicleColor: "Color",
  totalSquareFeet: "Total square feet",
  totalSquareFeetSource: "Total square feet",
  status: "Status",
  progress: "Progress (%)",
  dueDate: "Due date",
  notes: "Notes",
};

export const EMPTY_JOB_FORM: JobFormValues = {
  ...(Object.fromEntries(JOB_FORM_FIELDS.map((field) => [field, ""])) as JobFormValues),
  status: "in_progress",
  progress: "0",
};

export function jobToForm(job: Job): JobFormValues {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    clientName: job.clientName,
    clientContact: text(job.clientContact),
    clientPhone: text(job.clientPhone),
    clientEmail: text(job.clientEmail),
    location: text(job.location),
    jobName: text(job.jobName),
    vehicleVin: text(job.vehicleVin),
    vehicleYear: text(job.vehicleYear),
    vehicleMake: text(job.vehicleMake),
    vehicleModel: text(job.vehicleModel),
    vehicleColor: text(job.vehicleColor),
    totalSquareFeet: text(job.totalSquareFeet),
    status: (JOB_STATUSES as readonly string[]).includes(job.status) ? job.status : "in_progress",
    progress: String(job.progress),
    dueDate: toDateInput(job.dueDate),
    notes: text(job.notes),
  };
}

/** The total as the server reads numbers: a comma decimal typed on a device that writes decimals so ("120,5") with a point. */
const sent = (values: JobFormValues): JobFormValues => ({ ...values, totalSquareFeet: typedDecimal(values.totalSquareFeet) });

/** Empty fields are dropped; the server coerces the numbers. */
export function toCreatePayload(values: JobFormValues): JobCreateInput {
  const entries = Object.entries(sent(values)).filter(([, value]) => value.trim() !== "");
  return Object.fromEntries(entries) as JobCreateInput;
}

/** Only the fields the user changed; an emptied field is sent empty, which clears it. */
export function toPatchPayload(values: JobFormValues, initial: JobFormValues): JobPatchInput {
  const changed = JOB_FORM_FIELDS.filter((field) => values[field].trim() !== initial[field].trim());
  return Object.fromEntries(changed.map((field) => [field, sent(values)[field]]));
}

/** For each changed field, the value the job had when editing began, as the server's JSON showed it. */
export function toJobBase(job: Job, patch: JobPatchInput): JobBase {
  return Object.fromEntries(Object.keys(patch).map((field) => [field, job[field as keyof JobBase]]));
}

/**
 * The form after someone else's edit clashed with this one: fields changed on both sides, and
 * fields this user left alone, show the job as it is now; this user's other changes stay.
 */
export function rebaseJobForm(values: JobFormValues, before: JobFormValues, now: JobFormValues, conflicted: string[]): JobFormValues {
  const keepsOwn = (field: JobFormField) => values[field].trim() !== before[field].trim() && !conflicted.includes(field);
  return Object.fromEntries(JOB_FORM_FIELDS.map((field) => [field, keepsOwn(field) ? values[field] : now[field]])) as JobFormValues;
}
