import { describe, expect, it } from "vitest";
import { imageBytes, simpleWebp } from "../test/images";
import { inspectImage } from "./image-check";

const text = (value: string) => new TextEncoder().encode(value);

describe("inspectImage", () => {
  it.each([
    ["a JPEG", imageBytes("jpeg"), "image/jpeg"],
    ["a PNG", imageBytes("png"), "image/png"],
    ["an extended WebP", imageBytes("webp"), "image/webp"],
    ["a lossy WebP", simpleWebp("webp", "VP8 "), "image/webp"],
    ["a lossless WebP", simpleWebp("webpLossless", "VP8L"), "image/webp"],
  ])("reads %s and its size from the bytes", (_name, bytes, type) => {
    expect(inspectImage(bytes)).toEqual({ type, width: 30, height: 20 });
  });

  it.each([
    ["SVG", text('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>')],
    ["text", text("hello, this is not a picture")],
    ["a JPEG cut off before its frame header", imageBytes("jpeg").subarray(0, 200)],
    ["a PNG signature alone", imageBytes("png").subarray(0, 8)],
    ["an empty file", new Uint8Array()],
    ["HEIC", Uint8Array.from([0, 0, 0, 24, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")])],
  ])("refuses %s", (_name, bytes) => {
    expect(inspectImage(bytes)).toBeNull();
  });
});
