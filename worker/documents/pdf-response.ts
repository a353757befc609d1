import type { Context } from "hono";
import { attachment } from "../lib/content-disposition";

/** A made document as a download: never cached, since it holds the job as it was when asked for. */
export function pdfDownload(c: Context, bytes: Uint8Array, fileName: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachment(fileName),
    "Cache-Control": "private, no-store",
  });
}
