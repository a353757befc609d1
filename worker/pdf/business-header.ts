import type { PDFDocument, PDFImage } from "@cantoo/pdf-lib";
import { MARGIN, MUTED, type PageWriter } from "./page-writer";
import type { PdfEnv } from "./pdf-env";
import { embedPhotoImages } from "./photo-images";
import type { Business } from "./report-model";

const LOGO_BOX = { width: 140, height: 56 };

/** The business's logo for a document's head, when it has one that a PDF can hold. */
export async function embedLogo(doc: PDFDocument, files: Pick<PdfEnv, "FILES" | "IMAGES">, business: Business): Promise<PDFImage | null> {
  if (!business.logoKey) return null;
  const images = await embedPhotoImages(doc, { bucket: files.FILES, images: files.IMAGES }, [business.logoKey], "image/png");
  return images.get(business.logoKey)?.image ?? null;
}

/** The logo (scaled into its box, never enlarged), then the business's name and contact. */
export function writeBusiness(writer: PageWriter, business: Business, logo: PDFImage | null, nameSize: number, width?: number): void {
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
    const drawn = { width: logo.width * scale, height: logo.height * scale };
    writer.page.drawImage(logo, { x: MARGIN, y: writer.y - drawn.height, ...drawn });
    writer.space(drawn.height + 8);
  }
  writer.text(business.name, { size: nameSize, bold: true, ...(nameSize < 14 ? { color: MUTED } : {}), width });
  if (business.contact) writer.text(business.contact, { size: 9, color: MUTED, width });
}
