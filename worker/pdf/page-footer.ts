import type { PDFDocument } from "@cantoo/pdf-lib";
import type { Fonts } from "./fonts";
import { MARGIN, MUTED, PAGE_SIZE, drawTextLine } from "./page-writer";
import { printable } from "./text-fit";

const SIZE = 8;

/** "Page n of m" and the day the document was made, at the foot of every page, once all pages exist. */
export function stampPages(doc: PDFDocument, fonts: Fonts, madeOn: string): void {
  const pages = doc.getPages();
  const made = printable(madeOn, fonts.covered);
  pages.forEach((page, index) => {
    const numbering = `Page ${index + 1} of ${pages.length}`;
    const y = MARGIN / 2;
    drawTextLine(page, made, { x: MARGIN, y, size: SIZE, font: fonts.regular, color: MUTED });
    page.drawText(numbering, { x: PAGE_SIZE[0] - MARGIN - fonts.regular.widthOfTextAtSize(numbering, SIZE), y, size: SIZE, font: fonts.regular, color: MUTED });
  });
}
