import type { PDFPage } from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import { INK } from "./page-writer";

/** A QR code drawn as vector squares (no image to embed), error correction Q as on the app's printed stickers. */
export function drawQrCode(page: PDFPage, url: string, { x, y, size }: { x: number; y: number; size: number }): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "Q" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) page.drawRectangle({ x: x + column * cell, y: y + size - (row + 1) * cell, width: cell, height: cell, color: INK });
    }
  }
}
