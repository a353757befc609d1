import { Blob as NodeBlob } from "node:buffer";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A file whose first bytes can be read (jsdom's Blob cannot be read; Node's can). */
const startingWith = (head: number[], name: string, type: string) =>
  Object.assign(new File([new Uint8Array(head)], name, { type }), { slice: () => new NodeBlob([new Uint8Array(head)]) });

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

  it("tells a JPEG, PNG or WebP this phone could not decode (too large for its memory) from a format the browser lacks, by the file's bytes", async () => {
    const fake = fakeIo({ width: 1, height: 1 }, true);
    const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
    const heads = { jpeg: [0xff, 0xd8, 0xff, 0xe1], png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], webp: [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP")] };
    for (const [kind, head] of Object.entries(heads)) {
      const error = await resizePhoto(startingWith(head, `IMG_0042.${kind}`, ""), fake.io).catch((thrown: unknown) => thrown);
      expect(error, kind).toBeInstanceOf(UnreadablePhotoError);
      expect(String(error), kind).toBe(`UnreadablePhotoError: IMG_0042.${kind} is too large to prepare on this phone, or damaged. Choose a smaller photo, or take it again at a lower camera resolution.`);
    }
    await expect(resizePhoto(startingWith([0, 0, 0, 0x18, ...ascii("ftypheic")], "IMG_0043.JPG", "image/jpeg"), fake.io)).rejects.toThrow("IMG_0043.JPG can't be read by this browser.");
    await expect(resizePhoto(new File([new Uint8Array(10)], "IMG_0044.JPG", { type: "image/jpeg" }), fake.io), "bytes unreadable: by its type").rejects.toThrow("IMG_0044.JPG is too large to prepare");
  });

  it("says a file named as a photo whose bytes are no image is not a photo, rather than give an iPhone's camera advice", async () => {
    const fake = fakeIo({ width: 1, height: 1 }, true);
    const text = [..."panel,width\nhood,60\n"].map((char) => char.charCodeAt(0));
    await expect(resizePhoto(startingWith(text, "notes.jpg", "image/jpeg"), fake.io)).rejects.toThrow("notes.jpg isn't a photo this app can read. Choose a JPEG, PNG or WebP photo.");
  });
});

describe("resizePhoto in a browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("decodes on engines that refuse imageOrientation \"from-image\" (iOS 15 Safari, Chrome < 112) without the option, whose default applies the EXIF orientation", async () => {
    const decode = vi.fn(async (_file: Blob, options?: ImageBitmapOptions) => {
      if (options) throw new TypeError("The provided value 'from-image' is not a valid enum value of type ImageOrientation.");
      return { width: 3024, height: 4032, close: () => undefined };
    });
    vi.stubGlobal("createImageBitmap", decode);
    vi.stubGlobal(
      "OffscreenCanvas",
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext = () => ({ fillRect: () => undefined, drawImage: () => undefined });
        convertToBlob = async () => new Blob([new Uint8Array(this.width)], { type: "image/jpeg" });
      },
    );
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], "IMG_0001.JPG", { type: "image/jpeg" });
    const resized = await resizePhoto(file);
    expect(resized.size).toEqual({ width: 1920, height: 2560 });
    expect(decode.mock.calls).toEqual([[file, { imageOrientation: "from-image" }], [file]]);
  });

  it("does not retry a decode that failed for another reason", async () => {
    const decode = vi.fn(async () => {
      throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    });
    vi.stubGlobal("createImageBitmap", decode);
    await expect(resizePhoto(new File([new Uint8Array(8)], "IMG_0002.HEIC", { type: "image/heic" }))).rejects.toThrow(UnreadablePhotoError);
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
