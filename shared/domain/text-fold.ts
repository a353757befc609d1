/**
 * Text folded for comparison: NFKC, lower case (every script, unlike SQLite's ASCII-only lower()),
 * ß as ss, runs of white space as one space. The Worker stores folded copies of searchable
 * columns and folds every query the same way.
 */
export function foldText(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/ß/g, "ss").replace(/\s+/g, " ").trim();
}

type SearchableJob = {
  clientName: string;
  jobName?: string | null;
  vehicleYear?: number | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  vehicleVin?: string | null;
};

/** Client, job name, "year make model" and VIN as one folded text that a search matches anywhere in. */
export function jobSearchText(job: SearchableJob): string {
  return foldText(
    [job.clientName, job.jobName, job.vehicleYear, job.vehicleMake, job.vehicleModel, job.vehicleVin]
      .filter((part) => part !== null && part !== undefined && part !== "")
      .join(" "),
  );
}
