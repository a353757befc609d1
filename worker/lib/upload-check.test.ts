import { describe, expect, it } from "vitest";
import { concat, flatPng, imageBytes, jpegClaiming, pngChunk, pngClaiming, simpleWebp, webpClaiming, withTail } from "../test/images";
import { checkUpload } from "./upload-check";

const text = (value: string) => new TextEncoder().encode(value);
const HTML = "<!doctype html><html><body><script>alert(1)</script></body></html>";
const jpeg = imageBytes("jpeg");
const png = imageBytes("png");
const webp = imageBytes("webp");
const sosAt = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xda);
const iendAt = png.length - 12;
const GIF = Uint8Array.from([...text("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);

const checkPhoto = (bytes: Uint8Array) => checkUpload(bytes, "photo");

describe("checkUpload for photos", () => {
  it.each([
    ["a JPEG", jpeg, "image/jpeg"],
    ["a PNG", png, "image/png"],
    ["an extended WebP", webp, "image/webp"],
    ["a lossy WebP", simpleWebp("webp", "VP8 "), "image/webp"],
    ["a lossless WebP", simpleWebp("webpLossless", "VP8L"), "image/webp"],
  ])("reads %s and its size from the bytes", async (_name, bytes, type) => {
    expect(await checkPhoto(bytes)).toEqual({ type, width: 30, height: 20 });
  });

  it.each([
    ["SVG", text('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>')],
    ["text", text("hello, this is not a picture")],
    ["an empty file", new Uint8Array()],
    ["a PNG signature with no header after it", png.subarray(0, 8)],
  ])("refuses %s as not an image we take", async (_name, bytes) => {
    expect(await checkPhoto(bytes)).toEqual({ fault: "unsupported", problem: "is not a JPEG, PNG or WebP image." });
  });

  it.each([
    ["HEIC", Uint8Array.from([0, 0, 0, 24, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")]), "is image/heic (.heic), not a JPEG, PNG or WebP image."],
    ["GIF", GIF, "is image/gif (.gif), not a JPEG, PNG or WebP image."],
    ["PDF", text("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"), "is application/pdf (.pdf), not a JPEG, PNG or WebP image."],
    ["an animated PNG", concat(png.subarray(0, 33), pngChunk("acTL", new Uint8Array(8)), png.subarray(33)), "is an animated PNG; send a still photo."],
  ])("refuses %s, a format it recognises, naming it", async (_name, bytes, problem) => {
    expect(await checkPhoto(bytes)).toEqual({ fault: "unsupported", problem });
  });

  it.each([
    ["a JPEG that is only its headers", jpeg.subarray(0, sosAt), /no image data|ends before its end marker/],
    ["a JPEG cut off in its image data", jpeg.subarray(0, jpeg.length - 40), /ends before its end marker/],
    ["a JPEG without its end marker", jpeg.subarray(0, jpeg.length - 2), /ends before its end marker/],
    ["a JPEG cut off inside a segment", jpeg.subarray(0, 200), /ends before its end marker/],
    ["a PNG that is only its header", png.subarray(0, 33), /ends before its end chunk/],
    ["a PNG without IDAT", concat(png.subarray(0, 33), pngChunk("IEND")), /no image data/],
    ["a PNG without its end chunk", png.subarray(0, iendAt), /ends before its end chunk/],
    ["a PNG with a bad checksum", Uint8Array.from(png, (byte, i) => (i === 40 ? byte ^ 1 : byte)), /checksum does not match/],
    ["a WebP cut short", webp.subarray(0, webp.length - 10), /ends before the size its header gives/],
  ])("refuses %s as incomplete", async (_name, bytes, message) => {
    const checked = await checkPhoto(bytes);
    expect(checked).toMatchObject({ fault: "damaged" });
    expect("problem" in checked && checked.problem).toMatch(message);
  });

  it.each([
    ["a JPEG", jpeg],
    ["a PNG", png],
    ["a WebP", webp],
  ])("refuses %s with an HTML document appended, or a single byte", async (_name, bytes) => {
    expect(await checkPhoto(withTail(bytes, HTML))).toEqual({ fault: "damaged", problem: "has data after the end of the image." });
    expect(await checkPhoto(withTail(bytes, new Uint8Array(1)))).toEqual({ fault: "damaged", problem: "has data after the end of the image." });
  });

  it("refuses a PNG with a chunk after its end chunk", async () => {
    expect(await checkPhoto(concat(png, pngChunk("tEXt", text("Comment\0hi"))))).toMatchObject({ problem: "has data after the end of the image." });
  });

  it.each([
    ["PNG", pngClaiming(7071, 7071)],
    ["JPEG", jpegClaiming(7071, 7071)],
    ["WebP", webpClaiming(7071, 7071)],
  ])("refuses a %s of a few hundred bytes that says it is 7071×7071", async (_name, bytes) => {
    expect(await checkPhoto(bytes)).toEqual({ fault: "damaged", problem: `says it is 7071×7071 pixels but holds only ${bytes.length.toLocaleString("en-US")} bytes.` });
  });

  it("takes flat one-colour PNGs, which compress as well as any PNG can", async () => {
    expect(await checkPhoto(await flatPng(2560, 1920, 2))).toEqual({ type: "image/png", width: 2560, height: 1920 });
    expect(await checkPhoto(await flatPng(4000, 3000))).toEqual({ type: "image/png", width: 4000, height: 3000 });
  });

  it("refuses frames browsers cannot show and animated WebP", async () => {
    const arithmetic = Uint8Array.from(jpeg, (byte, i) => (jpeg[i - 1] === 0xff && byte === 0xc0 ? 0xc9 : byte));
    expect(await checkPhoto(arithmetic)).toMatchObject({ fault: "unsupported" });
    const vp8x = Uint8Array.from([...text("VP8X"), 10, 0, 0, 0, 0x02, 0, 0, 0, 29, 0, 0, 19, 0, 0]);
    const anim = Uint8Array.from([...text("ANIM"), 6, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const riff = Uint8Array.from([...text("RIFF"), 4 + vp8x.length + anim.length, 0, 0, 0, ...text("WEBP")]);
    expect(await checkPhoto(concat(riff, vp8x, anim))).toEqual({ fault: "unsupported", problem: "is an animated WebP; send a still photo." });
  });
});
