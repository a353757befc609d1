import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES } from "../../../shared/constants";
import type { ImageIo } from "../../lib/photo-resize";
import { fitLogo } from "./logo-fit";

type Encoded = { width: number; height: number; type: string | undefined };

/** A decoder that reports `size` and an encoder that makes `bytes(type)` of the type asked for, recording each encode. */
function fakeIo(size: { width: number; height: number }, bytes: (type: string) => number = () => 1000, failDecode = false) {
  const encoded: Encoded[] = [];
  let closed = 0;
  const io: ImageIo = {
    decode: async () => {
      if (failDecode) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      return { ...size, close: () => (closed += 1) };
    },
    encode: async (_image, { width, height }, _quality, type = "image/jpeg") => {
      encoded.push({ width, height, type });
      return new Blob([new Uint8Array(bytes(type))], { type });
    },
  };
  return { io, encoded, closed: () => closed };
}

const file = (name: string, type: string, bytes = 500_000) => new File([new Uint8Array(bytes)], name, { type });

describe("fitLogo", () => {
  it.each(["image/png", "image/webp"])("sends a %s within the limits as chosen", async (type) => {
    const chosen = file("logo", type);
    const { io, encoded, closed } = fakeIo({ width: 1200, height: 400 });
    expect(await fitLogo(chosen, io)).toBe(chosen);
    expect(encoded).toEqual([]);
    expect(closed()).toBe(1);
  });

  it("draws a JPEG within the limits again at its size, upright and without its EXIF", async () => {
    const { io, encoded } = fakeIo({ width: 600, height: 900 });
    const logo = await fitLogo(file("cropped.jpg", "image/jpeg"), io);
    expect(encoded).toEqual([{ width: 600, height: 900, type: "image/jpeg" }]);
    expect([logo.name, logo.type]).toEqual(["cropped.jpg", "image/jpeg"]);
  });

  it("scales a phone photo to 2000 pixels on its long edge, as a JPEG", async () => {
    const { io, encoded } = fakeIo({ width: 3024, height: 4032 });
    const logo = await fitLogo(file("IMG_0042.jpeg", "image/jpeg", 3_500_000), io);
    expect(encoded).toEqual([{ width: 1500, height: 2000, type: "image/jpeg" }]);
    expect([logo.name, logo.type, logo.size]).toEqual(["IMG_0042.jpg", "image/jpeg", 1000]);
  });

  it("keeps a large PNG a PNG, for its transparency, unless it is still too heavy that way", async () => {
    const light = fakeIo({ width: 4000, height: 1000 });
    const logo = await fitLogo(file("sign.png", "image/png"), light.io);
    expect(light.encoded).toEqual([{ width: 2000, height: 500, type: "image/png" }]);
    expect([logo.name, logo.type]).toEqual(["sign.png", "image/png"]);

    const heavy = fakeIo({ width: 1800, height: 1800 }, (type) => (type === "image/png" ? LOGO_MAX_BYTES + 1 : 900_000));
    const jpeg = await fitLogo(file("photo-as.png", "image/png", LOGO_MAX_BYTES + 10), heavy.io);
    expect(heavy.encoded.map(({ type }) => type)).toEqual(["image/png", "image/jpeg"]);
    expect([jpeg.name, jpeg.type, jpeg.size]).toEqual(["photo-as.jpg", "image/jpeg", 900_000]);
  });

  it("sends a file this browser cannot decode as chosen, for the server to name what is wrong", async () => {
    const chosen = file("logo.heic", "image/heic");
    const { io } = fakeIo({ width: 0, height: 0 }, undefined, true);
    expect(await fitLogo(chosen, io)).toBe(chosen);
  });
});
