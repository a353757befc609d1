import { formatSquareFeet, formatSquareMetres, withSquareMetres } from "../../shared/domain/area-text";
import { formatVinylNeeded, vinylNeeded } from "../../shared/domain/vinyl";
import { jobStatusDisplay } from "../../shared/domain/job-status";
import { vehicleLine } from "../../shared/domain/job-text";
import { calendarDay } from "./document-text";
import type { PageWriter } from "./page-writer";
import type { DocumentJob } from "./report-model";

const withMetres = (text: string, squareFeet: number | null, metric: boolean) => (squareFeet === null ? text : withSquareMetres(text, squareFeet, metric));

/** '184.0 sq ft (with 15% waste)', or '184.0 sq ft (17.09 m², with 15% waste)' for a metric reader. */
function vinylText(squareFeet: number | null, metric: boolean): string {
  const beside = metric && squareFeet !== null ? `${formatSquareMetres(vinylNeeded(squareFeet))}, ` : "";
  return `${formatVinylNeeded(squareFeet)} (${beside}with 15% waste)`;
}

/** The client and the vehicle, as on both the report's cover and the quote. */
export function writeClientAndVehicle(writer: PageWriter, job: DocumentJob): void {
  const contact = job.private;
  writer.fields([
    ["Client", job.clientName],
    ["Contact", contact?.clientContact],
    ["Phone", contact?.clientPhone],
    ["Email", contact?.clientEmail],
    ["Location", contact?.location],
    ["Vehicle", vehicleLine(job)],
    ["Colour", job.vehicleColor],
    ["VIN", job.vehicleVin],
  ]);
}

/** Where the job stands and how much it covers; the vinyl needed carries the spec's 15% waste allowance. */
export function writeJobState(writer: PageWriter, job: DocumentJob, metric: boolean): void {
  writer.fields([
    ["Status", jobStatusDisplay(job.status).label],
    ["Progress", `${job.progress}%`],
    ["Due date", calendarDay(job.dueDate) ?? "Not set"],
    ["Total area", withMetres(formatSquareFeet(job.totalSquareFeet), job.totalSquareFeet, metric)],
    ["Vinyl needed", vinylText(job.totalSquareFeet, metric)],
  ]);
}
