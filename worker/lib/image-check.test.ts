import { describe, expect, it } from "vitest";
import { concat, flatPng, imageBytes, jpegClaiming, pngChunk, pngClaiming, simpleWebp, webpClaiming, withTail } from "../test/images";
import { checkImage } from "./image-check";

const text = (value: string) => new TextEncoder().encode(value);
const HTML = "<!doctype html><html><body><script>alert(1)</script></body></html>";
const jpeg = imageBytes("jpeg");
const png = imageBytes("png");
const webp = imageBytes("webp");
const sosAt = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xda);
const iendAt = png.length - 12;

describe("checkImage", () => {
  it.each([
    ["a JPEG", jpeg, "image/jpeg"],
    ["a PNG", png, "image/png"],
    ["an extended WebP", webp, "image/webp"],
    ["a lossy WebP", simpleWebp("webp", "VP8 "), "image/webp"],
    ["a lossless WebP", simpleWebp("webpLossless", "VP8L"), "image/webp"],
  ])("reads %s and its size from the bytes", (_name, bytes, type) => {
    expect(checkImage(bytes)).toEqual({ type, width: 30, height: 20 });
  });

  it.each([
    ["SVG", text('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>')],
    ["text", text("hello, this is not a picture")],
    ["an empty file", new Uint8Array()],
    ["HEIC", Uint8Array.from([0, 0, 0, 24, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")])],
  ])("refuses %s as not an image we take", (_name, bytes) => {
    expect(checkImage(bytes)).toEqual({ fault: "unsupported", problem: "is not a JPEG, PNG or WebP image." });
  });

  it.each([
    ["a JPEG that is only its headers", jpeg.subarray(0, sosAt), /no image data|ends before its end marker/],
    ["a JPEG cut off in its image data", jpeg.subarray(0, jpeg.length - 40), /ends before its end marker/],
    ["a JPEG without its end marker", jpeg.subarray(0, jpeg.length - 2), /ends before its end marker/],
    ["a JPEG cut off inside a segment", jpeg.subarray(0, 200), /ends before its end marker/],
    ["a PNG signature alone", png.subarray(0, 8), /ends before its end chunk/],
    ["a PNG that is only its header", png.subarray(0, 33), /ends before its end chunk/],
    ["a PNG without IDAT", concat(png.subarray(0, 33), pngChunk("IEND")), /no image data/],
    ["a PNG without its end chunk", png.subarray(0, iendAt), /ends before its end chunk/],
    ["a PNG with a bad checksum", Uint8Array.from(png, (byte, i) => (i === 40 ? byte ^ 1 : byte)), /checksum does not match/],
    ["a WebP cut short", webp.subarray(0, webp.length - 10), /ends before the size its header gives/],
  ])("refuses %s as incomplete", (_name, bytes, message) => {
    const checked = checkImage(bytes);
    expect(checked).toMatchObject({ fault: "damaged" });
    expect("problem" in checked && checked.problem).toMatch(message);
  });

  it.each([
    ["a JPEG", jpeg],
    ["a PNG", png],
    ["a WebP", webp],
  ])("refuses %s with an HTML document appended, or a single byte", (_name, bytes) => {
    expect(checkImage(withTail(bytes, HTML))).toEqual({ fault: "damaged", problem: "has data after the end of the image." });
    expect(checkImage(withTail(bytes, new Uint8Array(1)))).toEqual({ fault: "damaged", problem: "has data after the end of the image." });
  });

  it("refuses a PNG with a chunk after its end chunk", () => {
    expect(checkImage(concat(png, pngChunk("tEXt", text("Comment\0hi"))))).toMatchObject({ problem: "has data after the end of the image." });
  });

  it.each([
    ["PNG", pngClaiming(7071, 7071)],
    ["JPEG", jpegClaiming(7071, 7071)],
    ["WebP", webpClaiming(7071, 7071)],
  ])("refuses a %s of a few hundred bytes that says it is 7071×7071", (_name, bytes) => {
    expect(checkImage(bytes)).toEqual({ fault: "damaged", problem: `says it is 7071×7071 pixels but holds only ${bytes.length.toLocaleString("en-US")} bytes.` });
  });

  it("takes flat one-colour PNGs, which compress as well as any PNG can", async () => {
    expect(checkImage(await flatPng(2560, 1920, 2))).toEqual({ type: "image/png", width: 2560, height: 1920 });
    expect(checkImage(await flatPng(4000, 3000))).toEqual({ type: "image/png", width: 4000, height: 3000 });
  });

  it("refuses frames browsers cannot show and animated WebP", () => {
    const arithmetic = Uint8Array.from(jpeg, (byte, i) => (jpeg[i - 1] === 0xff && byte === 0xc0 ? 0xc9 : byte));
    expect(checkImage(arithmetic)).toMatchObject({ fault: "unsupported" });
    const vp8x = Uint8Array.from([...text("VP8X"), 10, 0, 0, 0, 0x02, 0, 0, 0, 29, 0, 0, 19, 0, 0]);
    const anim = Uint8Array.from([...text("ANIM"), 6, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const riff = Uint8Array.from([...text("RIFF"), 4 + vp8x.length + anim.length, 0, 0, 0, ...text("WEBP")]);
    expect(checkImage(concat(riff, vp8x, anim))).toEqual({ fault: "unsupported", problem: "is an animated WebP; send a still photo." });
  });
});
