import { JOB_STATUSES, type JobStatus } from "./vocabulary";

export type StatusTone = "gray" | "orange" | "green" | "blue" | "red";

const STATUS_DISPLAY: Record<JobStatus, { label: string; tone: StatusTone }> = {
  quote_sent: { label: "Quote Sent", tone: "gray" },
  in_progress: { label: "In Progress", tone: "orange" },
  completed: { label: "Complete", tone: "green" },
  on_hold: { label: "On Hold", tone: "blue" },
  cancelled: { label: "Cancelled", tone: "red" },
};

const ALIASES: Record<string, JobStatus> = { complete: "completed" };

/** The stored status for any spelling the API accepts ('complete' is an alias of 'completed'). */
export function normaliseJobStatus(value: string): JobStatus | null {
  if ((JOB_STATUSES as readonly string[]).includes(value)) return value as JobStatus;
  return Object.hasOwn(ALIASES, value) ? (ALIASES[value] as JobStatus) : null;
}

export function jobStatusDisplay(value: string | null | undefined): { label: string; tone: StatusTone } {
  const status = value ? normaliseJobStatus(value) : null;
  return status ? STATUS_DISPLAY[status] : { label: "Unknown", tone: "gray" };
}

export const JOB_STATUS_OPTIONS = JOB_STATUSES.map((value) => ({ value, label: STATUS_DISPLAY[value].label }));
