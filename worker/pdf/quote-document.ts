import { PDFDocument } from "@cantoo/pdf-lib";
import { jobTitle } from "../../shared/domain/job-text";
import { embedLogo, writeBusiness } from "./business-header";
import { dayIn } from "./document-text";
import { writeEstimate } from "./estimate-lines";
import { embedFonts } from "./fonts";
import { writeClientAndVehicle } from "./job-fields";
import { stampPages } from "./page-footer";
import { PageWriter } from "./page-writer";
import type { PdfEnv } from "./pdf-env";
import type { QuoteInput } from "./report-model";

const QUOTE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const terms = (validUntil: string, currency: string) =>
  [
    `This quote is valid until ${validUntil}. Prices are in ${currency}; taxes are added where they apply.`,
    "Material quantities come from the measurements taken and include the waste allowance shown. Panels added, vehicle damage found under existing film or a change of material may change the price; we will tell you before any such work.",
    "Work is booked once the quote is accepted in writing. Film is guaranteed against installation defects as agreed at acceptance.",
  ].join("\n\n");

/**
 * A quote's number: the last eight hex digits of its estimate's id. They are random in a UUID v7 (the app's ids) as in
 * a v4; the first eight were the millisecond clock's top bits, the same for every estimate made within about a minute.
 */
const quoteNumber = (estimateId: string) => estimateId.replace(/-/g, "").slice(-8).toUpperCase();

/** The client-facing quote: the business, the client and vehicle, the estimate's material, rolls, labour and total (areas and roll size in the reader's units), the validity date and terms. */
export async function makeQuote(quote: QuoteInput, files: PdfEnv): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${jobTitle(quote.job)} - quote`);
  doc.setAuthor(quote.business.name);
  doc.setCreator("WrapPilot");
  doc.setCreationDate(quote.madeAt);
  const [fonts, logo] = await Promise.all([embedFonts(doc, files.FONTS), embedLogo(doc, files, quote.business)]);
  const writer = new PageWriter(doc, fonts);
  const madeOn = dayIn(quote.madeAt, quote.timeZone);
  const validUntil = dayIn(new Date(quote.madeAt.getTime() + QUOTE_VALID_DAYS * DAY_MS), quote.timeZone);
  writeBusiness(writer, quote.business, logo, 14);
  writer.space(12);
  writer.text("Quote", { size: 22, bold: true });
  writer.text(jobTitle(quote.job), { size: 12 });
  writer.space(6);
  writer.fields([
    ["Quote number", quoteNumber(quote.estimate.id)],
    ["Date", madeOn],
    ["Valid until", validUntil],
  ]);
  writer.heading("Prepared for");
  writeClientAndVehicle(writer, quote.job);
  writeEstimate(writer, quote.estimate, quote.metric, "Materials and labour");
  writer.heading("Terms", 12);
  writer.text(terms(validUntil, quote.estimate.currency), { size: 9 });
  stampPages(doc, fonts, `Quote made ${madeOn}`);
  return doc.save();
}
