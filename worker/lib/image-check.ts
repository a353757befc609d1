/**
 * What an uploaded file really is, read from its bytes (never its name or declared type): a whole
 * JPEG, PNG or WebP with its pixel size, or what is wrong with it. Each format's structure is
 * walked to its end (image-structure/), and the image data must be large enough for the size
 * the header claims, so a few hundred bytes cannot pass for a 50-megapixel picture.
 */
import type { PHOTO_TYPES } from "../../shared/constants";
import { type ImageFault, damaged, isFault, unsupported } from "./image-structure/bytes";
import { readJpeg } from "./image-structure/jpeg";
import { readPng } from "./image-structure/png";
import { readWebp } from "./image-structure/webp";

export type { ImageFault } from "./image-structure/bytes";
export type CheckedImage = { type: (typeof PHOTO_TYPES)[number]; width: number; height: number };

const FORMATS = [
  ["image/jpeg", readJpeg],
  ["image/png", readPng],
  ["image/webp", readWebp],
] as const;

export function checkImage(bytes: Uint8Array): CheckedImage | ImageFault {
  for (const [type, read] of FORMATS) {
    const found = read(bytes);
    if (!found) continue;
    if (isFault(found)) return found;
    if (found.dataBytes < found.minDataBytes) {
      return damaged(`says it is ${found.width}×${found.height} pixels but holds only ${bytes.length.toLocaleString("en-US")} bytes.`);
    }
    return { type, width: found.width, height: found.height };
  }
  return unsupported("is not a JPEG, PNG or WebP image.");
}
