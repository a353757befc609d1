/**
 * The audio containers a voice note may be, each proved whole from its bytes: every box, page,
 * element or chunk has to fit inside the file, so a cut-off recording or another file that only
 * starts like one is caught before it is stored.
 */
import type { VoiceNoteType } from "../../../shared/domain/vocabulary";
import { type ImageFault, ascii, damaged, u32be, u32le, unsupported } from "../image-structure/bytes";

type AudioVerdict = VoiceNoteType | ImageFault | null;

const CUT_SHORT = damaged("is cut short: part of the recording is missing.");

/** An EBML variable-length integer at `at`: its length in bytes and its value (marker bit kept for ids, dropped for sizes). */
export function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;

/** WebM and Matroska: the EBML header naming the document type, then a Segment that fits in the file. */
function readEbml(bytes: Uint8Array): AudioVerdict {
  const headerId = vint(bytes, 0, true);
  if (headerId?.value !== EBML_HEADER) return null;
  const headerSize = vint(bytes, headerId.length, false);
  if (!headerSize || headerSize.unknown) return CUT_SHORT;
  const bodyStart = headerId.length + headerSize.length;
  const headerEnd = bodyStart + headerSize.value;
  if (headerEnd > bytes.length) return CUT_SHORT;
  let docType = "";
  for (let at = bodyStart; at < headerEnd; ) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size || size.unknown) return CUT_SHORT;
    const start = at + id.length + size.length;
    if (start + size.value > headerEnd) return CUT_SHORT;
    if (id.value === DOC_TYPE) docType = ascii(bytes, start, size.value).replace(/\0+$/, "");
    at = start + size.value;
  }
  if (docType !== "webm" && docType !== "matroska") return unsupported(`is an EBML file of type "${docType}", not a WebM or Matroska recording.`);
  const segment = vint(bytes, headerEnd, true);
  if (!segment) return CUT_SHORT;
  if (segment.value !== SEGMENT) return damaged("has no recording after its header.");
  const segmentSize = vint(bytes, headerEnd + segment.length, false);
  if (!segmentSize) return CUT_SHORT;
  const segmentStart = headerEnd + segment.length + segmentSize.length;
  if (segmentStart >= bytes.length) return CUT_SHORT;
  if (!segmentSize.unknown && segmentStart + segmentSize.value > bytes.length) return CUT_SHORT;
  return "audio/webm";
}

/** Major brands of still images that share the MP4 box structure (HEIC, AVIF, Canon raw). */
const IMAGE_BRANDS = new Set(["avif", "avis", "mif1", "msf1", "heic", "heix", "hevc", "hevx", "crx "]);

/** MP4 and M4A: top-level boxes from an `ftyp` that chain exactly to the end of the file, with a `moov`. */
function readIsoBoxes(bytes: Uint8Array): AudioVerdict {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const brand = ascii(bytes, 8, 4);
  if (IMAGE_BRANDS.has(brand)) return unsupported(`is an image (${brand.trim()}), not a recording.`);
  const seen = new Set<string>();
  for (let at = 0; at < bytes.length; ) {
    if (at + 8 > bytes.length) return CUT_SHORT;
    const type = ascii(bytes, at + 4, 4);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return damaged("has a damaged box structure.");
    let size = u32be(bytes, at);
    if (size === 1) {
      if (at + 16 > bytes.length) return CUT_SHORT;
      size = u32be(bytes, at + 8) * 2 ** 32 + u32be(bytes, at + 12);
    } else if (size === 0) {
      size = bytes.length - at;
    }
    if (size < 8) return damaged("has a damaged box structure.");
    if (at + size > bytes.length) return CUT_SHORT;
    seen.add(type);
    at += size;
  }
  if (!seen.has("moov")) return damaged("has no description of its tracks (moov box).");
  if (!seen.has("mdat")) return damaged("holds no audio data (mdat box).");
  return "audio/mp4";
}

/** Ogg: pages back to back to the end of the file, the first one opening an Opus or Vorbis stream. */
function readOgg(bytes: Uint8Array): AudioVerdict {
  if (ascii(bytes, 0, 4) !== "OggS") return null;
  let pages = 0;
  for (let at = 0; at < bytes.length; pages += 1) {
    if (at + 27 > bytes.length) return CUT_SHORT;
    if (ascii(bytes, at, 4) !== "OggS" || bytes[at + 4] !== 0) return damaged("has a damaged page structure.");
    const segments = bytes[at + 26]!;
    if (at + 27 + segments > bytes.length) return CUT_SHORT;
    let body = 0;
    for (let i = 0; i < segments; i += 1) body += bytes[at + 27 + i]!;
    const start = at + 27 + segments;
    if (start + body > bytes.length) return CUT_SHORT;
    if (pages === 0) {
      const codec = ascii(bytes, start, 8);
      if ((bytes[at + 5]! & 0x02) === 0) return damaged("does not start at the beginning of its stream.");
      if (codec !== "OpusHead" && ascii(bytes, start, 7) !== "\x01vorbis") return unsupported("is an Ogg file without Opus or Vorbis audio.");
    }
    at = start + body;
  }
  return pages > 1 ? "audio/ogg" : damaged("holds no audio after its header.");
}

/** WAV: a RIFF/WAVE file whose chunks fit, with its format and its data. */
function readWav(bytes: Uint8Array): AudioVerdict {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== "RIFF") return null;
  if (ascii(bytes, 8, 4) !== "WAVE") return unsupported("is a RIFF file but not WAV audio.");
  if (8 + u32le(bytes, 4) > bytes.length) return CUT_SHORT;
  const seen = new Set<string>();
  for (let at = 12; at + 8 <= Math.min(bytes.length, 8 + u32le(bytes, 4)); ) {
    const size = u32le(bytes, at + 4);
    if (at + 8 + size > bytes.length) return CUT_SHORT;
    seen.add(ascii(bytes, at, 4));
    at += 8 + size + (size % 2);
  }
  if (!seen.has("fmt ")) return damaged("has no audio format (fmt chunk).");
  if (!seen.has("data")) return damaged("holds no audio data (data chunk).");
  return "audio/wav";
}

export const AUDIO_CONTAINERS = [readEbml, readIsoBoxes, readOgg, readWav];
