import { personName } from "../../shared/domain/person-name";
import type { OwnerNaming, ReportRows } from "../db/queries/documents";
import type { JobRow } from "../db/queries/job-row";
import type { MeasurementRow } from "../db/queries/measurements";
import type { PhotoRow } from "../db/queries/photo-columns";
import type { ProofRow } from "../db/queries/proofs";
import { toSharedJob } from "../dto/share-page-view";
import type { ReportPhotoChoice, ReportQuery } from "../../shared/schemas/document";
import { vehicleLine } from "../../shared/domain/job-text";
import type { Business, DocumentJob, ReportInput, ReportMeasurement, ReportPhoto, ReportProof } from "../pdf/report-model";
import { documentFileName } from "./document-file-name";

/** Who a document reaches decides what it holds: a share link's reader gets the public view only. */
export type Audience = "member" | "public";

export function documentJob(row: JobRow, audience: Audience): DocumentJob {
  const job = toSharedJob(row);
  if (audience === "public") return { ...job, private: null };
  const { clientContact, clientPhone, clientEmail, location, notes } = row;
  return { ...job, private: { clientContact, clientPhone, clientEmail, location, notes } };
}

/**
 * The business a document comes from: the owner's business name and logo from settings, else the
 * owner's name. The owner's email and phone are the contact on documents for people with access,
 * and are never shown to a share link's reader.
 */
export function businessOf(owner: OwnerNaming | null, audience: Audience): Business {
  if (!owner) return { name: "WrapPilot", contact: null, logoKey: null };
  const logoKey = owner.logoKey;
  if (audience === "public") {
    const fullName = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
    return { name: owner.businessName ?? (fullName || "WrapPilot"), contact: null, logoKey };
  }
  const contact = [owner.email, owner.phone].filter(Boolean).join(" · ") || null;
  return { name: owner.businessName ?? personName(owner), contact, logoKey };
}

/** The photos a report shows, each as its marked-up rendition where there is one. */
function reportPhotos(rows: PhotoRow[], choice: ReportPhotoChoice): ReportPhoto[] {
  if (choice === "none") return [];
  const shown = choice === "marked" ? rows.filter((row) => row.annotatedKey) : rows;
  return shown.map((row) => ({ key: row.annotatedKey ?? row.storageKey, caption: row.caption, category: row.category, marked: Boolean(row.annotatedKey) }));
}

/** A measurement without what the shared view leaves out (notes, photo key). */
const reportMeasurement = ({ panel, label, jobType, width, height, length, unit, squareFeet }: MeasurementRow): ReportMeasurement => ({ panel, label, jobType, width, height, length, unit, squareFeet });

/** A design version and the client's answer to it, as the share link shows them. */
const reportProof = ({ version, filename, status, createdAt, decidedName, decidedComment, decidedAt }: ProofRow): ReportProof => ({
  version,
  filename,
  status,
  sentAt: createdAt,
  answer: decidedName && decidedAt ? { name: decidedName, comment: decidedComment, at: decidedAt } : null,
});

/** What a report holds for its audience: a share link's reader gets no private fields, no estimate, and the QR code to the link. */
export function reportInput(job: JobRow, rows: ReportRows, options: ReportQuery, audience: Audience, shareUrl: string | null = null): ReportInput {
  return {
    business: businessOf(rows.owner, audience),
    job: documentJob(job, audience),
    measurements: options.measurements === "1" ? rows.measurements.map(reportMeasurement) : null,
    photos: reportPhotos(rows.photos, options.photos),
    files: rows.files.map(({ filename, fileType, byteSize }) => ({ filename, fileType, size: byteSize })),
    proofs: rows.proofs.map(reportProof),
    estimate: audience === "member" ? rows.estimate : null,
    shareUrl,
    metric: options.units === "metric",
    madeAt: new Date(),
    timeZone: options.tz ?? "UTC",
  };
}

/** 'Acme - 2019 Ford Transit - report.pdf' */
export const jobFileName = (job: JobRow, kind: string) => documentFileName([job.clientName, vehicleLine(job)], kind);
