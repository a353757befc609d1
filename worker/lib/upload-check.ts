/**
 * What an uploaded file really is, read from its bytes (never its name or declared type), for
 * every upload route. file-type names the format; the upload kind's allow-list decides whether we
 * take it (415 otherwise, naming what it is); the format's structure check (image-structure/)
 * then proves the file whole and reads its pixel size, and the image data must be large enough
 * for that size, so a few hundred bytes cannot pass for a 50-megapixel picture (422 otherwise).
 */
import { fileTypeFromBuffer } from "file-type";
import type { PHOTO_TYPES } from "../../shared/constants";
import { type ImageFault, type ImageStructure, damaged, isFault, unsupported } from "./image-structure/bytes";
import { readJpeg } from "./image-structure/jpeg";
import { readPng } from "./image-structure/png";
import { readWebp } from "./image-structure/webp";
import { formatNumber } from "../../shared/domain/number-text";

export type { ImageFault } from "./image-structure/bytes";
type PhotoType = (typeof PHOTO_TYPES)[number];
export type CheckedImage = { type: PhotoType; width: number; height: number };
type StructureCheck = (bytes: Uint8Array) => ImageStructure | ImageFault | null;

/** Each upload kind: the formats it takes, each with the check that proves a file of it whole, and plainer words for formats it refuses. */
const UPLOAD_KINDS = {
  photo: {
    expected: "a JPEG, PNG or WebP image",
    formats: { "image/jpeg": readJpeg, "image/png": readPng, "image/webp": readWebp } satisfies Record<PhotoType, StructureCheck>,
    refusals: { "image/apng": "is an animated PNG; send a still photo." } as Record<string, string>,
  },
};
export type UploadKind = keyof typeof UPLOAD_KINDS;

const isOneOf = <T extends string>(formats: Record<T, StructureCheck>, mime: string): mime is T => Object.hasOwn(formats, mime);

export async function checkUpload(bytes: Uint8Array, kind: UploadKind): Promise<CheckedImage | ImageFault> {
  const { expected, formats, refusals } = UPLOAD_KINDS[kind];
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed) return unsupported(`is not ${expected}.`);
  const { mime, ext } = sniffed;
  if (!isOneOf(formats, mime)) return unsupported(refusals[mime] ?? `is ${mime} (.${ext}), not ${expected}.`);
  const found = formats[mime](bytes);
  if (!found) return unsupported(`is not ${expected}.`);
  if (isFault(found)) return found;
  if (found.dataBytes < found.minDataBytes) {
    return damaged(`says it is ${found.width}×${found.height} pixels but holds only ${formatNumber(bytes.length)} bytes.`);
  }
  return { type: mime, width: found.width, height: found.height };
}
