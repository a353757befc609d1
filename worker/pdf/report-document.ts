import { PDFDocument } from "@cantoo/pdf-lib";
import { jobTitle } from "../../shared/domain/job-text";
import { embedLogo } from "./business-header";
import { dayIn } from "./document-text";
import { writeEstimate } from "./estimate-lines";
import { embedFonts } from "./fonts";
import { stampPages } from "./page-footer";
import { PageWriter } from "./page-writer";
import type { PdfEnv } from "./pdf-env";
import { embedPhotoImages } from "./photo-images";
import { writeCover } from "./report-cover";
import { writeFiles } from "./report-files";
import { writeMeasurements } from "./report-measurements";
import type { ReportInput } from "./report-model";
import { writePhotos } from "./report-photos";
import { writeProofs } from "./report-proofs";

/** The job report as PDF bytes: cover, measurements, the estimate, design approvals, shared files, then the photos two a page. */
export async function makeReport(report: ReportInput, files: PdfEnv): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${jobTitle(report.job)} - job report`;
  doc.setTitle(title);
  doc.setAuthor(report.business.name);
  doc.setCreator("WrapPilot");
  doc.setCreationDate(report.madeAt);
  const [fonts, images, logo] = await Promise.all([
    embedFonts(doc, files.FONTS),
    embedPhotoImages(doc, { bucket: files.FILES, images: files.IMAGES }, report.photos.map((photo) => photo.key)),
    embedLogo(doc, files, report.business),
  ]);
  const writer = new PageWriter(doc, fonts);
  writeCover(writer, report, logo);
  if (report.measurements) writeMeasurements(writer, report.measurements, report.metric);
  if (report.estimate) writeEstimate(writer, report.estimate, report.metric, "Estimate");
  writeProofs(writer, report.proofs, report.timeZone);
  writeFiles(writer, report.files);
  writePhotos(writer, report.photos, images);
  stampPages(doc, fonts, `Made ${dayIn(report.madeAt, report.timeZone)}`);
  return doc.save();
}
