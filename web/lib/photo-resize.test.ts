import { describe, expect, it } from "vitest";
import { type ImageIo, PHOTO_QUALITY, THUMB_QUALITY, UnreadablePhotoError, fitWithin, jpegName, resizePhoto } from "./photo-resize";

describe("jpegName", () => {
  it("names what is sent as the JPEG it is", () => {
    expect(jpegName("IMG_0042.HEIC")).toBe("IMG_0042.jpg");
    expect(jpegName("door.side.png")).toBe("door.side.jpg");
    expect(jpegName(".png")).toBe("photo.jpg");
  });
});

describe("fitWithin", () => {
  it.each([
    [{ width: 4032, height: 3024 }, 2560, { width: 2560, height: 1920 }],
    [{ width: 3024, height: 4032 }, 2560, { width: 1920, height: 2560 }],
    [{ width: 4032, height: 3024 }, 400, { width: 400, height: 300 }],
    [{ width: 1200, height: 800 }, 2560, { width: 1200, height: 800 }],
    [{ width: 10000, height: 3 }, 400, { width: 400, height: 1 }],
  ])("fits %o within %i as %o, never enlarging", (size, edge, expected) => {
    expect(fitWithin(size, edge)).toEqual(expected);
  });
});

function fakeIo(size: { width: number; height: number }, failDecode = false) {
  const encoded: { width: number; height: number; quality: number }[] = [];
  let closed = 0;
  const io: ImageIo = {
    decode: async () => {
      if (failDecode) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      return { ...size, close: () => (closed += 1) };
    },
    encode: async (_image, { width, height }, quality) => {
      encoded.push({ width, height, quality });
      return new Blob([new Uint8Array(width)], { type: "image/jpeg" });
    },
  };
  return { io, encoded, closed: () => closed };
}

describe("resizePhoto", () => {
  it("makes a 2560 px photo and a 400 px thumbnail from one decode of a 12-megapixel picture, then frees it", async () => {
    const fake = fakeIo({ width: 4000, height: 3000 });
    const file = new File([new Uint8Array(5000)], "IMG_0001.JPG", { type: "image/jpeg" });
    const resized = await resizePhoto(file, fake.io);
    expect(fake.encoded).toEqual([
      { width: 2560, height: 1920, quality: PHOTO_QUALITY },
      { width: 400, height: 300, quality: THUMB_QUALITY },
    ]);
    expect(resized.size).toEqual({ width: 2560, height: 1920 });
    expect(resized.originalBytes).toBe(5000);
    expect(resized.photo.type).toBe("image/jpeg");
    expect(fake.closed()).toBe(1);
  });

  it("names a photo the browser cannot decode (an iPhone HEIC on a desktop browser)", async () => {
    const fake = fakeIo({ width: 1, height: 1 }, true);
    const file = new File([new Uint8Array(10)], "IMG_0042.HEIC", { type: "image/heic" });
    await expect(resizePhoto(file, fake.io)).rejects.toThrow(UnreadablePhotoError);
    await expect(resizePhoto(file, fake.io)).rejects.toThrow("IMG_0042.HEIC can't be read by this browser");
  });
});
