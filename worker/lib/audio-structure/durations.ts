/**
 * How long a recording is, read from the container a voice note was proved to be (./containers.ts):
 * what the file itself says, never what the upload claims. Null where the file does not say, such
 * as a WebM with no blocks.
 */
import type { VoiceNoteType } from "../../../shared/domain/vocabulary";
import { ascii, u16le, u32be, u32le } from "../image-structure/bytes";
import { vint } from "./containers";

const u64be = (bytes: Uint8Array, at: number) => u32be(bytes, at) * 2 ** 32 + u32be(bytes, at + 4);
const u64le = (bytes: Uint8Array, at: number) => u32le(bytes, at) + u32le(bytes, at + 4) * 2 ** 32;
const seconds = (value: number) => (Number.isFinite(value) && value >= 0 ? value : null);

/** WAV: the first data chunk's bytes over the format's bytes per second, read within the RIFF size as ./containers.ts reads it. */
function wavSeconds(bytes: Uint8Array): number | null {
  let byteRate = 0;
  let dataBytes = -1;
  const end = Math.min(bytes.length, 8 + u32le(bytes, 4));
  for (let at = 12; at + 8 <= end && dataBytes < 0; ) {
    const size = u32le(bytes, at + 4);
    const type = ascii(bytes, at, 4);
    if (type === "fmt " && size >= 12) byteRate = u32le(bytes, at + 16);
    if (type === "data") dataBytes = size;
    at += 8 + size + (size % 2);
  }
  return byteRate > 0 && dataBytes >= 0 ? dataBytes / byteRate : null;
}

/** Ogg: the last page's granule position, in samples (Opus: at 48 kHz, less its pre-skip). */
function oggSeconds(bytes: Uint8Array): number | null {
  let rate = 0;
  let preSkip = 0;
  let granule = -1;
  for (let at = 0, page = 0; at + 27 <= bytes.length; page += 1) {
    const segments = bytes[at + 26]!;
    let body = 0;
    for (let i = 0; i < segments; i += 1) body += bytes[at + 27 + i] ?? 0;
    const start = at + 27 + segments;
    if (page === 0 && ascii(bytes, start, 8) === "OpusHead") [rate, preSkip] = [48_000, u16le(bytes, start + 10)];
    else if (page === 0) rate = u32le(bytes, start + 12);
    const position = u64le(bytes, at + 6);
    if (u32le(bytes, at + 6) !== 0xffffffff || u32le(bytes, at + 10) !== 0xffffffff) granule = Math.max(granule, position);
    at = start + body;
  }
  return rate > 0 && granule >= 0 ? seconds((granule - preSkip) / rate) : null;
}

type Box = { type: string; start: number; end: number };

/** The boxes from `from` to `to`, one at a time (a hostile file may hold millions), stopping at one that does not fit. */
function* boxes(bytes: Uint8Array, from: number, to: number): Generator<Box> {
  for (let at = from; at + 8 <= to; ) {
    let size = u32be(bytes, at);
    let header = 8;
    if (size === 1) [size, header] = [at + 16 <= to ? u64be(bytes, at + 8) : 0, 16];
    else if (size === 0) size = to - at;
    if (size < header || at + size > to) return;
    yield { type: ascii(bytes, at + 4, 4), start: at + header, end: at + size };
    at += size;
  }
}

function child(bytes: Uint8Array, box: Box | undefined, type: string): Box | undefined {
  if (!box) return undefined;
  for (const inner of boxes(bytes, box.start, box.end)) if (inner.type === type) return inner;
  return undefined;
}

/** A `mvhd` or `mdhd` box's time scale and duration, by its version; null when the box is too short for them. */
function timing(bytes: Uint8Array, box: Box | undefined): { scale: number; duration: number } | null {
  if (!box) return null;
  const wide = bytes[box.start] === 1;
  const at = box.start + (wide ? 20 : 12);
  if (at + (wide ? 12 : 8) > box.end) return null;
  return { scale: u32be(bytes, at), duration: wide ? u64be(bytes, at + 4) : u32be(bytes, at + 4) };
}

const SAMPLE_FIELDS = [0x100, 0x200, 0x400, 0x800];

/** The sample durations a fragment's `trun` lists, or its `tfhd`'s (else the `trex`'s) default for each sample. */
function fragmentTicks(bytes: Uint8Array, traf: Box, trexDefault: number): number {
  const tfhd = child(bytes, traf, "tfhd");
  let fallback = trexDefault;
  if (tfhd) {
    const flags = u32be(bytes, tfhd.start) & 0xffffff;
    const at = tfhd.start + 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
    if (flags & 0x08 && at + 4 <= tfhd.end) fallback = u32be(bytes, at);
  }
  let ticks = 0;
  for (const trun of boxes(bytes, traf.start, traf.end)) {
    if (trun.type !== "trun" || trun.start + 8 > trun.end) continue;
    const flags = u32be(bytes, trun.start) & 0xffffff;
    const count = u32be(bytes, trun.start + 4);
    const first = trun.start + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
    const stride = SAMPLE_FIELDS.filter((bit) => flags & bit).length * 4;
    if (!(flags & 0x100)) {
      ticks += count * fallback;
      continue;
    }
    const listed = Math.min(count, Math.floor(Math.max(trun.end - first, 0) / stride));
    for (let sample = 0, at = first; sample < listed; sample += 1, at += stride) ticks += u32be(bytes, at);
  }
  return ticks;
}

/** MP4: the movie header's duration, or, for a fragmented recording (as MediaRecorder writes), its fragments' samples. */
function mp4Seconds(bytes: Uint8Array): number | null {
  const moov = child(bytes, { type: "", start: 0, end: bytes.length }, "moov");
  const movie = timing(bytes, child(bytes, moov, "mvhd"));
  if (movie && movie.scale > 0 && movie.duration > 0) return seconds(movie.duration / movie.scale);
  const media = timing(bytes, child(bytes, child(bytes, child(bytes, moov, "trak"), "mdia"), "mdhd"));
  if (!media || !(media.scale > 0)) return null;
  const trex = child(bytes, child(bytes, moov, "mvex"), "trex");
  const trexDefault = trex && trex.start + 16 <= trex.end ? u32be(bytes, trex.start + 12) : 0;
  let ticks = 0;
  for (const moof of boxes(bytes, 0, bytes.length)) {
    if (moof.type !== "moof") continue;
    for (const traf of boxes(bytes, moof.start, moof.end)) if (traf.type === "traf") ticks += fragmentTicks(bytes, traf, trexDefault);
  }
  return ticks > 0 ? seconds(ticks / media.scale) : null;
}

const EBML = { segment: 0x18538067, info: 0x1549a966, cluster: 0x1f43b675, blockGroup: 0xa0, timecodeScale: 0x2ad7b1, duration: 0x4489, timecode: 0xe7, simpleBlock: 0xa3, block: 0xa1 };
const ENTERED = new Set([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);

/** An EBML unsigned integer element's value: at most 8 bytes, else none. */
const unsignedOf = (bytes: Uint8Array, start: number, length: number) => (length <= 8 ? bytes.subarray(start, start + length).reduce((sum, byte) => sum * 256 + byte, 0) : null);

/**
 * WebM: the Info's Duration where the muxer wrote one; otherwise the last block's time plus the step
 * between the last two (MediaRecorder writes no Duration). Segment, Info, Cluster and BlockGroup are
 * read into, whatever their size, so a recording streamed with unknown sizes is read the same.
 */
function webmSeconds(bytes: Uint8Array): number | null {
  let scale = 1_000_000;
  let declared = 0;
  let cluster = 0;
  let [last, before] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  const header = vint(bytes, 4, false);
  for (let at = header ? 4 + header.length + header.value : bytes.length; at < bytes.length; ) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) break;
    const start = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = start;
      continue;
    }
    if (size.unknown || start + size.value > bytes.length) break;
    if (id.value === EBML.timecodeScale) scale = unsignedOf(bytes, start, size.value) ?? scale;
    if (id.value === EBML.timecode) cluster = unsignedOf(bytes, start, size.value) ?? cluster;
    if (id.value === EBML.duration && (size.value === 4 || size.value === 8)) {
      declared = new DataView(bytes.buffer, bytes.byteOffset + start, size.value)[size.value === 4 ? "getFloat32" : "getFloat64"](0);
    }
    const track = id.value === EBML.simpleBlock || id.value === EBML.block ? vint(bytes, start, false) : null;
    if (track && track.length + 2 <= size.value) {
      const time = cluster + new DataView(bytes.buffer, bytes.byteOffset + start + track.length, 2).getInt16(0);
      if (time > last) [last, before] = [time, last];
      else if (time > before && time < last) before = time;
    }
    at = start + size.value;
  }
  if (declared > 0) return seconds((declared * scale) / 1e9);
  if (last === Number.NEGATIVE_INFINITY) return null;
  const step = before === Number.NEGATIVE_INFINITY ? 0 : last - before;
  return seconds(((last + step) * scale) / 1e9);
}

const READERS: Record<VoiceNoteType, (bytes: Uint8Array) => number | null> = {
  "audio/wav": wavSeconds,
  "audio/ogg": oggSeconds,
  "audio/mp4": mp4Seconds,
  "audio/webm": webmSeconds,
};

/** The recording's length in seconds, as its container states it; null where it does not. */
export function recordingSeconds(bytes: Uint8Array, type: VoiceNoteType): number | null {
  return READERS[type](bytes);
}
