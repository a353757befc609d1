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
