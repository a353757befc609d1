/**
 * WebP structure (RFC 9649): a RIFF header whose size is the file's length less 8, chunks whose
 * sizes (plus their pad byte) stay inside it, one VP8 or VP8L bitstream with a valid frame header,
 * and, in the extended format, a canvas the size of that bitstream. Animations are refused.
 */
import { ascii, damaged, type ImageFault, type ImageStructure, trailingData, u16le, u24le, u32le, unsupported } from "./bytes";

/**
 * VP8 and VP8L can code a flat picture in almost nothing, so the format gives no bound; a photo is
 * never near one byte per 1,000 pixels (a resized camera photo takes about one byte per 10).
 */
const PIXELS_PER_BYTE_MAX = 1000;

type Picture = { width: number; height: number };

function vp8(b: Uint8Array, body: number, size: number): Picture | ImageFault {
  if (size < 10) return damaged("is not a complete WebP image (its picture is cut short).");
  const tag = u24le(b, body);
  if (tag & 1) return damaged("is not a valid WebP image (its picture is not a key frame).");
  if (tag >>> 5 > size - 10 || b[body + 3] !== 0x9d || b[body + 4] !== 0x01 || b[body + 5] !== 0x2a) {
    return damaged("is a damaged WebP image (its picture's frame header is malformed).");
  }
  return { width: u16le(b, body + 6) & 0x3fff, height: u16le(b, body + 8) & 0x3fff };
}

function vp8l(b: Uint8Array, body: number, size: number): Picture | ImageFault {
  if (size < 5 || b[body] !== 0x2f) return damaged("is a damaged WebP image (its lossless picture's header is malformed).");
  const bits = u32le(b, body + 1);
  if (bits >>> 29 !== 0) return damaged("is a damaged WebP image (its lossless picture's header is malformed).");
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

export function readWebp(b: Uint8Array): ImageStructure | ImageFault | null {
  if (b.length < 12 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const incomplete = damaged("is not a complete WebP image (it ends before the size its header gives).");
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length) return incomplete;
  if (riffEnd < b.length) return trailingData;
  let canvas: Picture | null = null;
  let picture: (Picture & { bytes: number }) | null = null;
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) return incomplete;
    const type = ascii(b, at, 4);
    const size = u32le(b, at + 4);
    const body = at + 8;
    if (body + size > riffEnd) return incomplete;
    if (at === 12 && type !== "VP8 " && type !== "VP8L" && type !== "VP8X") return damaged("is not a valid WebP image (it does not start with a picture or its extended header).");
    if (type === "ANIM" || type === "ANMF") return unsupported("is an animated WebP; send a still photo.");
    if (type === "VP8X") {
      if (at !== 12 || size < 10) return damaged("is a damaged WebP image (its extended header is malformed).");
      canvas = { width: u24le(b, body + 4) + 1, height: u24le(b, body + 7) + 1 };
    } else if (type === "VP8 " || type === "VP8L") {
      if (picture) return damaged("is not a valid WebP image (it holds two pictures).");
      const read = type === "VP8 " ? vp8(b, body, size) : vp8l(b, body, size);
      if ("fault" in read) return read;
      picture = { ...read, bytes: size };
    }
    at = body + size + (size & 1);
  }
  if (!picture) return damaged("is not a complete WebP image (it has no picture).");
  if (!picture.width || !picture.height) return damaged("is not a valid WebP image (its picture has no size).");
  if (canvas && (canvas.width !== picture.width || canvas.height !== picture.height)) return damaged("is not a valid WebP image (its canvas and its picture differ in size).");
  return { width: picture.width, height: picture.height, dataBytes: picture.bytes, minDataBytes: Math.ceil((picture.width * picture.height) / PIXELS_PER_BYTE_MAX) };
}
