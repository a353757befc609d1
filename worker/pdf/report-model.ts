import type { PhotoCategory, ProofStatus } from "../../shared/domain/vocabulary";
import type { SharedJob } from "../../shared/schemas/share";
import type { EstimateRow } from "../db/queries/estimates";
import type { MeasurementRow } from "../db/queries/measurements";

/** What only people with access to the job see; a share link's report has none of it. */
type PrivateJobFields = { clientContact: string | null; clientPhone: string | null; clientEmail: string | null; location: string | null; notes: string | null };

/** The job as a document shows it: the public view's fields, plus the private ones for people with access to the job. */
export type DocumentJob = SharedJob & { private: PrivateJobFields | null };

/** The job owner's business (settings' profile): its name, its contact (left out of public documents) and its logo's R2 key. */
export type Business = { name: string; contact: string | null; logoKey: string | null };

/** A measurement as the shared view shows it (no notes, no photo key). */
export type ReportMeasurement = Pick<MeasurementRow, "panel" | "label" | "jobType" | "width" | "height" | "length" | "unit" | "squareFeet">;

/** A file shared with the client, listed by name (its bytes stay in the app). */
export type ReportFile = { filename: string; fileType: string; size: number };

/** A design version sent to the client for approval, with the answer given through the share link. */
export type ReportProof = {
  version: number;
  filename: string;
  status: ProofStatus;
  sentAt: Date;
  answer: { name: string; comment: string | null; at: Date } | null;
};

export type ReportPhoto = { key: string; caption: string | null; category: PhotoCategory; marked: boolean };

/** Who a document is from, when it was made, and the reader's time zone and units (metric: square metres beside square feet, lengths in centimetres and metres). */
type DocumentContext = { business: Business; madeAt: Date; timeZone: string; metric: boolean };

export type ReportInput = DocumentContext & {
  job: DocumentJob;
  measurements: ReportMeasurement[] | null;
  photos: ReportPhoto[];
  files: ReportFile[];
  proofs: ReportProof[];
  estimate: EstimateRow | null;
  shareUrl: string | null;
};

export type QuoteInput = DocumentContext & { job: DocumentJob; estimate: EstimateRow };

/** What the PDF Worker answers: the document's bytes, or the message a user gets when it cannot be made just now. */
export type PdfOutcome = { pdf: Uint8Array; unavailable?: undefined } | { pdf?: undefined; unavailable: string };
