import { jobTitle } from "../../shared/domain/job-text";
import { writeClientAndVehicle, writeJobState } from "./job-fields";
import { MARGIN, MUTED, PAGE_SIZE, type PageWriter } from "./page-writer";
import { drawQrCode } from "./qr-drawing";
import type { ReportInput } from "./report-model";

const QR_SIZE = 96;

/** The business, the job and where it stands, with a QR code to the live job page when the report came through a share link. */
export function writeCover(writer: PageWriter, report: ReportInput): void {
  const textWidth = writer.contentWidth - (report.shareUrl ? QR_SIZE + 16 : 0);
  const top = writer.y;
  writer.text(report.business.name, { size: 12, bold: true, color: MUTED, width: textWidth });
  if (report.business.contact) writer.text(report.business.contact, { size: 9, color: MUTED, width: textWidth });
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
