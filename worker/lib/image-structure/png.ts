/**
 * PNG structure (RFC 2083 / PNG 3rd ed.): the signature, then chunks whose lengths stay inside the
 * file and whose CRCs match, IHDR first, one run of IDAT, and IEND last with nothing after it.
 */
import { ascii, damaged, type ImageFault, type ImageStructure, trailingData, u32be } from "./bytes";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHUNK_MAX = 0x7fffffff;
/** Deflate codes at best 258 repeated bytes in two bits, so zlib data is never smaller than 1/1032 of what it holds. */
const DEFLATE_MAX_RATIO = 1032;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(b: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i += 1) c = CRC_TABLE[(c ^ b[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

type Header = { width: number; height: number; rawBytes: number };

function header(b: Uint8Array, at: number): Header | ImageFault {
  const width = u32be(b, at);
  const height = u32be(b, at + 4);
  const [depth, colorType, compression, filter, interlace] = b.subarray(at + 8, at + 13);
  const channels = CHANNELS[colorType!];
  if (!width || !height || width > CHUNK_MAX || height > CHUNK_MAX) return damaged("is not a valid PNG image (its header gives no size).");
  if (!channels || !BIT_DEPTHS[colorType!]!.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) {
    return damaged("is not a valid PNG image (its header is not one the format defines).");
  }
  return { width, height, rawBytes: height * (1 + Math.ceil((width * channels * depth!) / 8)) };
}

export function readPng(b: Uint8Array): ImageStructure | ImageFault | null {
  if (b.length < SIGNATURE.length || !SIGNATURE.every((byte, i) => b[i] === byte)) return null;
  const incomplete = damaged("is not a complete PNG image (it ends before its end chunk).");
  let at = SIGNATURE.length;
  let head: Header | null = null;
  let dataBytes = 0;
  let dataEnded = false;
  for (;;) {
    if (at + 12 > b.length) return incomplete;
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (length > CHUNK_MAX || at + 12 + length > b.length) return incomplete;
    if (crc32(b, at + 4, at + 8 + length) !== u32be(b, at + 8 + length)) return damaged("is a damaged PNG image (a chunk's checksum does not match).");
    if (!head) {
      if (type !== "IHDR" || length !== 13) return damaged("is not a valid PNG image (it does not start with its header).");
      const parsed = header(b, at + 8);
      if ("fault" in parsed) return parsed;
      head = parsed;
    } else if (type === "IHDR") {
      return damaged("is not a valid PNG image (it has two headers).");
    } else if (type === "IDAT") {
      if (dataEnded) return damaged("is not a valid PNG image (its image data is split by other chunks).");
      dataBytes += length;
    } else if (type === "IEND") {
      if (!dataBytes) return damaged("is not a complete PNG image (it has no image data).");
      if (length) return damaged("is not a valid PNG image (its end chunk holds data).");
      if (at + 12 + length !== b.length) return trailingData;
      return { width: head.width, height: head.height, dataBytes, minDataBytes: Math.ceil(head.rawBytes / DEFLATE_MAX_RATIO) };
    } else if (dataBytes) {
      dataEnded = true;
    }
    at += 12 + length;
  }
}
