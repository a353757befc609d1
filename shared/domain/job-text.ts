/** Display texts for a job, in one place so the app, share pages, PDF reports and insights say the same. */
import type { TotalAreaSource } from "./vocabulary";

const UNTITLED_JOB = "Untitled Job";

type Vehicle = { vehicleYear?: number | null; vehicleMake?: string | null; vehicleModel?: string | null };

const join = (parts: (string | number | null | undefined)[]) =>
  parts
    .map((part) => (typeof part === "string" ? part.trim() : part))
    .filter(Boolean)
    .join(" ");

type Titled = Vehicle & { jobName?: string | null; clientName?: string | null };

/**
 * What a job is called where it stands alone (share page, browser tab, lists of jobs of many clients): its name;
 * without one, the vehicle and the client ('2019 Ford Transit, Acme'), or whichever of the two is known;
 * 'Untitled Job' only when nothing is (issue 31 changes spec §8, which put 'Untitled Job' on every unnamed card).
 * `besideClient` leaves the client out where its name is already shown (a client's history).
 */
export function jobTitle(job: Titled, { besideClient = false }: { besideClient?: boolean } = {}): string {
  const named = job.jobName?.trim();
  if (named) return named;
  return [vehicleLine(job), besideClient ? "" : job.clientName?.trim()].filter(Boolean).join(", ") || UNTITLED_JOB;
}

/** The client and the job where both must be told apart in one line (pickers, queued changes): 'Acme · Fleet van', or the title of an unnamed job. */
export function jobWithClient(job: Titled): string {
  const named = jobNameBesideClient(job);
  const client = job.clientName?.trim();
  return named && client ? `${client} · ${named}` : jobTitle(job);
}

/** The job's own name beside a client name already shown (cards, job header); empty when it has none. */
export function jobNameBesideClient(job: Titled): string {
  return job.jobName?.trim() ?? "";
}

/** Year, make and model, as '2022 Honda Accord'; empty when none is known. */
export function vehicleLine(job: Vehicle): string {
  return join([job.vehicleYear, job.vehicleMake, job.vehicleModel]);
}

/** Make and model only, as the dashboard's recent jobs show them; empty when neither is known. */
export function vehicleMakeModel(job: Vehicle): string {
  return join([job.vehicleMake, job.vehicleModel]);
}

/** Where a job's total area comes from, in words. */
export const TOTAL_AREA_SOURCE_TEXT: Record<TotalAreaSource, string> = {
  measurements: "Follows the measurements",
  manual: "Entered by hand",
  template: "Estimated from the vehicle",
};
