/**
 * Photos are made small in the browser before upload: decoded with their EXIF orientation applied,
 * scaled so the long edge is at most PHOTO_EDGE, and re-encoded as JPEG, which also drops EXIF
 * and GPS. A thumbnail for grids is made from the same decoded picture.
 */
export const PHOTO_EDGE = 2560;
const THUMB_EDGE = 400;
export const PHOTO_QUALITY = 0.82;
export const THUMB_QUALITY = 0.72;
/** Files are resized before upload, so what may be chosen is well above the upload limit; far larger could exhaust a phone's memory when decoded. */
export const SOURCE_MAX_BYTES = 80 * 1024 * 1024;

export type Size = { width: number; height: number };
type DecodedImage = Size & { close(): void };

/** What the resize needs from the platform, injected so the sizing logic is testable without a canvas. */
export type ImageIo = {
  decode(file: Blob): Promise<DecodedImage>;
  encode(image: DecodedImage, size: Size, quality: number): Promise<Blob>;
};

export type ResizedPhoto = { photo: Blob; thumb: Blob; size: Size; originalBytes: number };

export class UnreadablePhotoError extends Error {
  constructor(name: string) {
    super(`${name} can't be read by this browser. Choose a JPEG or PNG photo (on an iPhone, set Camera › Formats to Most Compatible).`);
    this.name = "UnreadablePhotoError";
  }
}

/** The stored name: the camera's name with the extension of what is sent, a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;

/** The size that fits within `edge` on the long side, keeping the aspect ratio; never enlarged. */
export function fitWithin({ width, height }: Size, edge: number): Size {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function resizePhoto(file: Blob, io: ImageIo = browserImageIo): Promise<ResizedPhoto> {
  let image: DecodedImage;
  try {
    image = await io.decode(file);
  } catch {
    throw new UnreadablePhotoError((file instanceof File && file.name) || "This file");
  }
  try {
    const size = fitWithin(image, PHOTO_EDGE);
    const photo = await io.encode(image, size, PHOTO_QUALITY);
    const thumb = await io.encode(image, fitWithin(image, THUMB_EDGE), THUMB_QUALITY);
    return { photo, thumb, size, originalBytes: file.size };
  } finally {
    image.close();
  }
}

function canvasOf({ width, height }: Size): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement("canvas"), { width, height });
}

async function canvasToJpeg(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded."))), "image/jpeg", quality));
}

const browserImageIo: ImageIo = {
  decode: (file) => createImageBitmap(file, { imageOrientation: "from-image" }),
  async encode(image, size, quality) {
    const canvas = canvasOf(size);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc types getContext("2d") on the canvas union as any RenderingContext; the rule reads the 2d overload
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error("The photo could not be encoded.");
    context.imageSmoothingQuality = "high";
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvasToJpeg(canvas, quality);
  },
};
