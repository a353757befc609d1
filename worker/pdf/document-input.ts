import { personName } from "../../shared/domain/person-name";
import type { OwnerNaming } from "../db/queries/documents";
import type { JobRow } from "../db/queries/job-row";
import type { MeasurementRow } from "../db/queries/measurements";
import type { PhotoRow } from "../db/queries/photo-columns";
import { toSharedJob } from "../dto/share-page-view";
import type { ReportPhotoChoice } from "../../shared/schemas/document";
import type { Business, DocumentJob, ReportMeasurement, ReportPhoto } from "./report-model";

/** Who a document reaches decides what it holds: a share link's reader gets the public view only. */
export type Audience = "member" | "public";

export function documentJob(row: JobRow, audience: Audience): DocumentJob {
  const job = toSharedJob(row);
  if (audience === "public") return { ...job, private: null };
  const { clientContact, clientPhone, clientEmail, location, notes } = row;
  return { ...job, private: { clientContact, clientPhone, clientEmail, location, notes } };
}

/**
 * The business a document comes from: there is no business profile yet, so it is the job owner's
 * name. The owner's email is the contact on documents for people with access, and is never shown
 * to a share link's reader.
 */
export function businessOf(owner: OwnerNaming | null, audience: Audience): Business {
  if (!owner) return { name: "WrapPilot", contact: null };
  if (audience === "public") return { name: personName({ ...owner, email: null }), contact: null };
  return { name: personName(owner), contact: owner.email };
}

/** The photos a report shows, each as its marked-up rendition where there is one. */
export function reportPhotos(rows: PhotoRow[], choice: ReportPhotoChoice): ReportPhoto[] {
  if (choice === "none") return [];
  const shown = choice === "marked" ? rows.filter((row) => row.annotatedKey) : rows;
  return shown.map((row) => ({ key: row.annotatedKey ?? row.storageKey, caption: row.caption, category: row.category, marked: Boolean(row.annotatedKey) }));
}

/** A measurement without what the shared view leaves out (notes, photo key). */
export const reportMeasurement = ({ panel, label, jobType, width, height, length, unit, squareFeet }: MeasurementRow): ReportMeasurement => ({ panel, label, jobType, width, height, length, unit, squareFeet });
