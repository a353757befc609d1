import type { PDFImage } from "@cantoo/pdf-lib";
import { jobTitle } from "../../shared/domain/job-text";
import { writeBusiness } from "./business-header";
import { writeClientAndVehicle, writeJobState } from "./job-fields";
import { MARGIN, MUTED, PAGE_SIZE, type PageWriter } from "./page-writer";
import { drawQrCode } from "./qr-drawing";
import type { ReportInput } from "./report-model";

const QR_SIZE = 96;

/** The business, the job and where it stands, with a QR code to the live job page when the report came through a share link. */
export function writeCover(writer: PageWriter, report: ReportInput, logo: PDFImage | null): void {
  const textWidth = writer.contentWidth - (report.shareUrl ? QR_SIZE + 16 : 0);
  const top = writer.y;
  writeBusiness(writer, report.business, logo, 12, textWidth);
  writer.space(10);
  writer.text("Job report", { size: 11, color: MUTED, width: textWidth });
  writer.text(jobTitle(report.job), { size: 20, bold: true, width: textWidth });
  if (report.shareUrl) {
    drawQrCode(writer.page, report.shareUrl, { x: PAGE_SIZE[0] - MARGIN - QR_SIZE, y: top - QR_SIZE, size: QR_SIZE });
    writer.page.drawText("Scan for the live job page", { x: PAGE_SIZE[0] - MARGIN - QR_SIZE, y: top - QR_SIZE - 10, size: 7, font: writer.fonts.regular, color: MUTED });
    writer.y = Math.min(writer.y, top - QR_SIZE - 16);
  }
  writer.space(8);
  writer.heading("Job");
  writeClientAndVehicle(writer, report.job);
  writeJobState(writer, report.job, report.metric);
  const notes = report.job.private?.notes;
  if (notes) {
    writer.heading("Notes", 12);
    writer.text(notes);
  }
}
