import type { Context } from "hono";
import { attachment } from "../lib/content-disposition";

const PDF_HEADERS = { "Content-Type": "application/pdf", "Cache-Control": "private, no-store" };

/** What a HEAD of a document gets once the reader may have it: its headers, with nothing drawn. */
export const pdfHead = (c: Context) => c.body(null, 200, PDF_HEADERS);

/** A made document as a download: never cached, since it holds the job as it was when asked for. */
export function pdfDownload(c: Context, bytes: Uint8Array, fileName: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...PDF_HEADERS, "Content-Disposition": attachment(fileName) });
}
