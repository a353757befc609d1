import { describe, expect, it } from "vitest";
import { mp4Bytes, oggBytes, wavBytes, webmBytes } from "../../test/audio";
import { recordingSeconds } from "./durations";

/** Where an element id is last written: a SeekHead names the Cluster's id before the Cluster itself. */
const hexAt = (bytes: Uint8Array, hex: string) => Buffer.from(bytes).lastIndexOf(Buffer.from(hex, "hex"));

/** Chromium's WebM as a recording streamed live is written: Segment and Cluster of unknown size, no Duration. */
function streamedWebm(): Uint8Array {
  const bytes = webmBytes();
  for (const id of ["18538067", "1f43b675"]) bytes.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], hexAt(bytes, id) + 4);
  bytes.set([0xec, 0x85], hexAt(bytes, "448984"));
  return bytes;
}

describe("recordingSeconds", () => {
  it("reads each container's own length: WebM's Duration, a fragmented MP4's samples, Ogg's granule, WAV's data", () => {
    expect(recordingSeconds(webmBytes(), "audio/webm")).toBe(0.3);
    expect(recordingSeconds(mp4Bytes(), "audio/mp4")).toBeCloseTo((5 * 2880 + 1008) / 48_000, 6);
    expect(recordingSeconds(oggBytes(), "audio/ogg")).toBeCloseTo((960 - 312) / 48_000, 6);
    expect(recordingSeconds(wavBytes(), "audio/wav")).toBe(0.1);
  });

  it("reads a WebM streamed without sizes or a Duration from its last block and the step before it", () => {
    expect(recordingSeconds(streamedWebm(), "audio/webm")).toBeCloseTo(0.36, 6);
  });

  it("answers null where the file does not say", () => {
    const blockless = webmBytes().slice(0, hexAt(webmBytes(), "1f43b675"));
    blockless.set([0xec, 0x85], hexAt(blockless, "448984"));
    expect(recordingSeconds(blockless, "audio/webm")).toBeNull();
  });
});

const be32 = (value: number) => Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const box = (type: string, ...parts: Uint8Array[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([be32(8 + body.length), Buffer.from(type, "latin1"), body]);
};
const zeros = (length: number) => new Uint8Array(length);

describe("recordingSeconds on hostile files", () => {
  it("counts a fragment's samples without walking them when it lists no durations, however many it claims", () => {
    const mdhd = box("mdhd", zeros(12), be32(1000), be32(0));
    const moov = box("moov", box("mvhd", zeros(12), be32(1000), be32(0)), box("trak", box("mdia", mdhd)));
    const traf = box("traf", box("tfhd", Uint8Array.of(0, 0, 0, 0x08), be32(1), be32(20)), box("trun", zeros(4), be32(0xffffffff)));
    const file = Buffer.concat([box("ftyp", Buffer.from("isom", "latin1")), moov, box("moof", traf), box("mdat", zeros(4))]);
    expect(recordingSeconds(file, "audio/mp4")).toBe((0xffffffff * 20) / 1000);
  });

  it("answers null, not NaN, for a media header cut short", () => {
    const moov = box("moov", box("mvhd", zeros(12), be32(1000), be32(0)), box("trak", box("mdia", box("mdhd", zeros(6)))));
    expect(recordingSeconds(Buffer.concat([box("ftyp", Buffer.from("isom", "latin1")), moov, box("mdat", zeros(4))]), "audio/mp4")).toBeNull();
  });

  it("skips a WebM Duration of an odd size and a block too short for its time, instead of throwing", () => {
    const bytes = webmBytes();
    const duration = hexAt(bytes, "448984");
    bytes.set([0x44, 0x89, 0x40, 0x03], duration);
    expect(recordingSeconds(bytes, "audio/webm")).toBeCloseTo(0.36, 6);
    const cut = Buffer.concat([webmBytes().slice(0, hexAt(webmBytes(), "a3b981012c")), Uint8Array.of(0xa3, 0x81, 0x81)]);
    expect(() => recordingSeconds(cut, "audio/webm")).not.toThrow();
  });

  it("reads a WAV's first data chunk within its RIFF size, not one appended after it", () => {
    const wav = wavBytes(660);
    const padded = Buffer.concat([wav, Buffer.from("data", "latin1"), zeros(4)]);
    expect(recordingSeconds(padded, "audio/wav")).toBe(660);
  });
});
