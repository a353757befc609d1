import { formatSquareFeet } from "../../../shared/domain/area-text";
import { TOTAL_AREA_SOURCE_TEXT } from "../../../shared/domain/job-text";
import { displayMake } from "../../../shared/domain/vin-decode";
import type { Job, JobPatchInput } from "../../../shared/schemas/job";
import type { DecodedVin } from "../../../shared/schemas/vin";
import type { JobBase } from "../../api/job-mutations";

export type VehiclePatch = { patch: JobPatchInput; base: JobBase; replaces: string[] };

const same = (a: string | number | null, b: string | number | null) =>
  typeof a === "string" && typeof b === "string" ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b;

/**
 * What 'Apply to job' writes: the VIN, year, make and model the decode knows, and the estimated surface as the job's
 * total. `replaces` names every value the job already had that would change, so the user is asked first; an
 * estimate from a template or an earlier VIN is replaced without asking, a typed or measured total never is.
 */
export function vehiclePatch(job: Job, vehicle: DecodedVin, totalSquareFeet: number): VehiclePatch {
  const patch: JobPatchInput = {};
  const base: JobBase = {};
  const replaces: string[] = [];
  const fields = [
    ["vehicleVin", "VIN", vehicle.vin],
    ["vehicleYear", "year", vehicle.year],
    ["vehicleMake", "make", displayMake(vehicle.make)],
    ["vehicleModel", "model", vehicle.model],
  ] as const;
  for (const [key, label, value] of fields) {
    if (value === null || same(job[key], value)) continue;
    Object.assign(patch, { [key]: value });
    Object.assign(base, { [key]: job[key] });
    if (job[key] !== null) replaces.push(`${label} ${job[key]} with ${value}`);
  }
  if (job.totalSquareFeet !== totalSquareFeet || job.totalSquareFeetSource !== "template") {
    patch.totalSquareFeet = totalSquareFeet;
    patch.totalSquareFeetSource = "template";
    base.totalSquareFeet = job.totalSquareFeet;
    base.totalSquareFeetSource = job.totalSquareFeetSource;
    if (job.totalSquareFeet !== null && job.totalSquareFeetSource !== "template") {
      const source = TOTAL_AREA_SOURCE_TEXT[job.totalSquareFeetSource].toLowerCase();
      replaces.push(`total area ${formatSquareFeet(job.totalSquareFeet)} (${source}) with ${formatSquareFeet(totalSquareFeet)}`);
    }
  }
  return { patch, base, replaces };
}
