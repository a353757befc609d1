import type { DocumentUnits, ReportPhotoChoice } from "../../shared/schemas/document";
import { fileNameFrom } from "../lib/save-file";
import { api } from "./client";
import { toApiError } from "./http";

export type MadePdf = { blob: Blob; fileName: string };
export type ReportOptions = { photos: ReportPhotoChoice; measurements: boolean; units: DocumentUnits };

async function pdfFrom(response: Response, fallback: string): Promise<MadePdf> {
  if (!response.ok) throw await toApiError(response);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get("Content-Disposition"), fallback) };
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export async function fetchJobReport(jobId: string, options: ReportOptions): Promise<MadePdf> {
  const query = { photos: options.photos, measurements: options.measurements ? "1" : "0", units: options.units, tz: timeZone() } as const;
  return pdfFrom(await api.api.jobs[":jobId"]["report.pdf"].$get({ param: { jobId }, query }), "report.pdf");
}

export async function fetchJobQuote(jobId: string, units: DocumentUnits): Promise<MadePdf> {
  return pdfFrom(await api.api.jobs[":jobId"]["quote.pdf"].$get({ param: { jobId }, query: { units, tz: timeZone() } }), "quote.pdf");
}
