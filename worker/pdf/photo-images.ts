/**
 * Reads each photo a document shows from R2 and embeds it once, however often it is shown. JPEG
 * bytes go in as they are (no decoding on the Worker); PNG is decoded by pdf-lib. A total byte
 * budget keeps a job of hundreds of photos within the Worker's memory: photos past it are named,
 * as are photos whose object is missing or whose format a PDF cannot hold.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import type { PDFDocument, PDFImage } from "@cantoo/pdf-lib";

export const PHOTO_BYTES_BUDGET = 24 * 1024 * 1024;
const PARALLEL_READS = 4;

export type PhotoImage = { image: PDFImage; problem?: undefined } | { image?: undefined; problem: string };

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;

async function embedOne(doc: PDFDocument, bucket: R2Bucket, key: string, budget: { left: number }): Promise<PhotoImage> {
  const head = await bucket.head(key);
  if (!head) return { problem: "Photo file missing from storage" };
  if (head.size > budget.left) return { problem: "Left out: the report already holds as many photos as one PDF can" };
  budget.left -= head.size;
  const object = await bucket.get(key);
  if (!object) return { problem: "Photo file missing from storage" };
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (isJpeg(bytes)) return { image: await doc.embedJpg(bytes) };
  if (isPng(bytes)) return { image: await doc.embedPng(bytes) };
  return { problem: "This photo's format cannot be placed in a PDF (JPEG and PNG can)" };
}

/** Each distinct key's image or the reason it has none, keys read a few at a time in the order given. */
export async function embedPhotoImages(doc: PDFDocument, bucket: R2Bucket, keys: string[]): Promise<Map<string, PhotoImage>> {
  const distinct = [...new Set(keys)];
  const images = new Map<string, PhotoImage>();
  const budget = { left: PHOTO_BYTES_BUDGET };
  for (let start = 0; start < distinct.length; start += PARALLEL_READS) {
    const batch = distinct.slice(start, start + PARALLEL_READS);
    const embedded = await Promise.all(batch.map((key) => embedOne(doc, bucket, key, budget)));
    batch.forEach((key, index) => images.set(key, embedded[index]!));
  }
  return images;
}
