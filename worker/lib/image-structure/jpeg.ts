/**
 * JPEG structure (ITU T.81): SOI, marker segments whose lengths stay inside the file, a frame
 * header (SOF) before the first scan, each scan's entropy-coded data read through to the next
 * marker (stuffed FF00 bytes and RST markers skipped), and EOI as the very last two bytes.
 * Nothing may follow EOI, not even zero padding: the app sends what a browser encoded, which ends
 * there, and what is found after it (a second picture, a phone's motion video, an HTML page) is
 * not the picture that is shown.
 */
import { damaged, type ImageFault, type ImageStructure, trailingData, u16be, unsupported } from "./bytes";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DNL = 0xdc;
/** Baseline, extended and progressive Huffman frames: the ones browsers decode. */
const SHOWN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Other SOF markers (lossless, hierarchical, arithmetic); C4, C8 and CC are tables, not frames. */
const isOtherFrame = (marker: number) => marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Huffman coding spends at least one bit on every 8x8 block's DC value, so a scan of the image is at least one byte per 8 blocks. */
const minScanBytes = (width: number, height: number) => Math.ceil((Math.ceil(width / 8) * Math.ceil(height / 8)) / 8);

const incomplete = damaged("is not a complete JPEG image (it ends before its end marker).");

/** The offset of the marker that ends the entropy-coded data starting at `at`, or -1 when the file ends first. */
function endOfScan(b: Uint8Array, at: number): number {
  for (let i = at; i + 1 < b.length; i += 1) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1]!;
    if (next === 0x00 || isRestart(next)) i += 1;
    else if (next !== 0xff) return i;
  }
  return -1;
}

export function readJpeg(b: Uint8Array): ImageStructure | ImageFault | null {
  if (b.length < 3 || b[0] !== 0xff || b[1] !== SOI || b[2] !== 0xff) return null;
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  let dataBytes = 0;
  for (;;) {
    if (at + 2 > b.length) return incomplete;
    if (b[at] !== 0xff) return damaged("is a damaged JPEG image (its markers are out of place).");
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === EOI) {
      if (!frame || !dataBytes) return damaged("is not a complete JPEG image (it has no image data).");
      if (at + 2 !== b.length) return trailingData;
      return { ...frame, dataBytes, minDataBytes: minScanBytes(frame.width, frame.height) };
    }
    if (marker === SOI || marker === 0x01 || isRestart(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return incomplete;
    const length = u16be(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return incomplete;
    if (isOtherFrame(marker) || marker === DNL) return unsupported("is a kind of JPEG that browsers cannot show (lossless, hierarchical or arithmetic-coded).");
    if (SHOWN_FRAMES.has(marker)) {
      if (frame) return damaged("is a damaged JPEG image (it has two frame headers).");
      if (length < 8 || length !== 8 + 3 * b[at + 9]!) return damaged("is a damaged JPEG image (its frame header is malformed).");
      frame = { width: u16be(b, at + 7), height: u16be(b, at + 5) };
      if (!frame.width || !frame.height) return damaged("is not a valid JPEG image (its frame header gives no size).");
    }
    if (marker !== SOS) {
      at = end;
      continue;
    }
    if (!frame) return damaged("is a damaged JPEG image (its image data comes before its frame header).");
    const scanEnd = endOfScan(b, end);
    if (scanEnd < 0) return incomplete;
    dataBytes += scanEnd - end;
    at = scanEnd;
  }
}
