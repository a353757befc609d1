import { LOGO_MAX_BYTES, LOGO_MAX_EDGE } from "../../../shared/constants";
import { type ImageIo, SOURCE_MAX_BYTES, browserImageIo, fitWithin, jpegName } from "../../lib/photo-resize";

/** The largest image taken to be made into a logo, as for photos: far larger could exhaust a phone's memory when decoded. */
export const LOGO_SOURCE_MAX_BYTES = SOURCE_MAX_BYTES;

const LOGO_QUALITY = 0.9;

const pngName = (name: string) => `${name.replace(/\.[^.]*$/, "") || "logo"}.png`;

/**
 * A logo as it is sent: a PNG or WebP within the limits as chosen; else scaled so its long edge is at most
 * LOGO_MAX_EDGE (a phone's 4000-pixel photo of the shop sign), a PNG staying a PNG, for its transparency and sharp
 * edges, unless that is still over LOGO_MAX_BYTES. A JPEG is always drawn again, upright and without its EXIF (a
 * phone's orientation flag, which a PDF ignores, and where it was taken). A file this browser cannot decode goes as
 * chosen, for the server to say what is wrong with it.
 */
export async function fitLogo(file: File, io: ImageIo = browserImageIo): Promise<File> {
  let image: Awaited<ReturnType<ImageIo["decode"]>>;
  try {
    image = await io.decode(file);
  } catch {
    return file;
  }
  try {
    const fits = Math.max(image.width, image.height) <= LOGO_MAX_EDGE && file.size <= LOGO_MAX_BYTES;
    if (fits && file.type !== "image/jpeg") return file;
    const size = fitWithin(image, LOGO_MAX_EDGE);
    if (file.type === "image/png") {
      const png = await io.encode(image, size, LOGO_QUALITY, "image/png");
      if (png.size <= LOGO_MAX_BYTES) return new File([png], pngName(file.name), { type: "image/png" });
    }
    return new File([await io.encode(image, size, LOGO_QUALITY, "image/jpeg")], jpegName(file.name), { type: "image/jpeg" });
  } finally {
    image.close();
  }
}
