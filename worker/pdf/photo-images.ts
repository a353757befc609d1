/**
 * Reads each photo a document shows from R2, scales it to about 1600 px as a JPEG through the
 * Images binding (a logo to 600 px as a PNG, which keeps its transparency), and embeds it once, however often it is shown. When the binding cannot read a
 * photo, the stored JPEG or PNG goes in as it is. A photo count and a byte budget keep a job of
 * hundreds of photos within the Worker's memory and subrequests: photos past them are named, as
 * are photos whose object is missing or whose format a PDF cannot hold.
 */
import type { PDFDocument, PDFImage } from "@cantoo/pdf-lib";
import type { PdfEnv } from "./pdf-env";

const PRINT_EDGE = 1600;
const PRINT_QUALITY = 80;
const REPORT_PHOTOS_MAX = 60;
const PHOTO_BYTES_BUDGET = 24 * 1024 * 1024;
const PARALLEL_READS = 4;

export const MISSING_PHOTO = "Photo file missing from storage";
const LEFT_OUT = `Left out: a report holds at most ${REPORT_PHOTOS_MAX} photos`;
const OVER_BUDGET = "Left out: the report already holds as many photo bytes as one PDF can";
const UNSUPPORTED = "This photo's format cannot be placed in a PDF (JPEG and PNG can)";

export type PhotoImage = { image: PDFImage; problem?: undefined } | { image?: undefined; problem: string };
type PhotoFiles = { bucket: PdfEnv["FILES"]; images: PdfEnv["IMAGES"] };
/** JPEG for photos; PNG for a logo, whose transparent parts a JPEG would turn black, at an edge that prints its 140 x 56 pt box at about 300 dpi. */
type PrintFormat = "image/jpeg" | "image/png";
const LOGO_EDGE = 600;

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;

async function scaled(files: PhotoFiles, key: string, format: PrintFormat): Promise<Uint8Array | null> {
  const object = await files.bucket.get(key);
  if (!object) return null;
  const edge = format === "image/png" ? LOGO_EDGE : PRINT_EDGE;
  try {
    const result = await files.images
      .input(object.body)
      .transform({ width: edge, height: edge, fit: "scale-down" })
      .output(format === "image/jpeg" ? { format, quality: PRINT_QUALITY } : { format });
    return new Uint8Array(await result.response().arrayBuffer());
  } catch (error) {
    console.warn(JSON.stringify({ event: "pdf_photo_not_scaled", key, error: String(error) }));
    const stored = await files.bucket.get(key);
    return stored ? new Uint8Array(await stored.arrayBuffer()) : null;
  }
}

async function embedOne(doc: PDFDocument, files: PhotoFiles, key: string, budget: { left: number }, format: PrintFormat): Promise<PhotoImage> {
  const bytes = await scaled(files, key, format);
  if (!bytes) return { problem: MISSING_PHOTO };
  if (bytes.length > budget.left) return { problem: OVER_BUDGET };
  budget.left -= bytes.length;
  if (isJpeg(bytes)) return { image: await doc.embedJpg(bytes) };
  if (isPng(bytes)) return { image: await doc.embedPng(bytes) };
  return { problem: UNSUPPORTED };
}

/** Each distinct key's image or the reason it has none, keys read a few at a time in the order given. */
export async function embedPhotoImages(doc: PDFDocument, files: PhotoFiles, keys: string[], format: PrintFormat = "image/jpeg"): Promise<Map<string, PhotoImage>> {
  const distinct = [...new Set(keys)];
  const images = new Map<string, PhotoImage>(distinct.slice(REPORT_PHOTOS_MAX).map((key) => [key, { problem: LEFT_OUT }]));
  const budget = { left: PHOTO_BYTES_BUDGET };
  const shown = distinct.slice(0, REPORT_PHOTOS_MAX);
  for (let start = 0; start < shown.length; start += PARALLEL_READS) {
    const batch = shown.slice(start, start + PARALLEL_READS);
    const embedded = await Promise.all(batch.map((key) => embedOne(doc, files, key, budget, format)));
    batch.forEach((key, index) => images.set(key, embedded[index]!));
  }
  return images;
}
