/** Display texts for a job, in one place so the app, share pages, PDF reports and insights say the same. */
import type { TotalAreaSource } from "./vocabulary";

const UNTITLED_JOB = "Untitled Job";

type Titled = { jobName?: string | null };
type Vehicle = { vehicleYear?: number | null; vehicleMake?: string | null; vehicleModel?: string | null };

const join = (parts: (string | number | null | undefined)[]) =>
  parts
    .map((part) => (typeof part === "string" ? part.trim() : part))
    .filter(Boolean)
    .join(" ");

/** The job's name, or 'Untitled Job' when it has none (spec §8). */
export function jobTitle(job: Titled): string {
  return job.jobName?.trim() || UNTITLED_JOB;
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
