/**
 * Photos are made small in the browser before upload: decoded with their EXIF orientation applied,
 * scaled so the long edge is at most PHOTO_EDGE, and re-encoded as JPEG, which also drops EXIF
 * and GPS; a transparent PNG is laid on white, as JPEG has no transparency. A thumbnail for grids
 * is made from the same decoded picture.
 */
export const PHOTO_EDGE = 2560;
const THUMB_EDGE = 400;
export const PHOTO_QUALITY = 0.82;
export const THUMB_QUALITY = 0.72;
/** Files are resized before upload, so what may be chosen is well above the upload limit; far larger could exhaust a phone's memory when decoded. */
export const SOURCE_MAX_BYTES = 80 * 1024 * 1024;

export type Size = { width: number; height: number };
type DecodedImage = Size & { close(): void };

type EncodedType = "image/jpeg" | "image/png";

/** What the resize needs from the platform, injected so the sizing logic is testable without a canvas. A JPEG is laid on white; a PNG keeps its transparency. */
export type ImageIo = {
  decode(file: Blob): Promise<DecodedImage>;
  encode(image: DecodedImage, size: Size, quality: number, type?: EncodedType): Promise<Blob>;
};

export type ResizedPhoto = { photo: Blob; thumb: Blob; size: Size; originalBytes: number };

/** A photo that could not be decoded here, with what the user can do about it. */
export class UnreadablePhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadablePhotoError";
  }
}

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const FTYP = [0x66, 0x74, 0x79, 0x70];

/**
 * What the file is: a JPEG, PNG or WebP, which every browser decodes; a HEIF (an iPhone's HEIC), which some lack; or
 * something else, such as a document renamed .jpg. By its first bytes, or by its declared type when they cannot be read.
 */
async function photoKind(file: Blob): Promise<"common" | "heif" | "other"> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  } catch {
    if (/^image\/(jpeg|png|webp)$/.test(file.type)) return "common";
    return /^image\/hei[cf]/.test(file.type) ? "heif" : "other";
  }
  if (startsWith(head, JPEG) || startsWith(head, PNG) || (startsWith(head, RIFF) && startsWith(head, WEBP, 8))) return "common";
  return startsWith(head, FTYP, 4) ? "heif" : "other";
}

/** Why a photo could not be decoded: more pixels than the phone could hold, a format this browser lacks (an iPhone's HEIC), or no photo at all. */
async function unreadable(file: Blob): Promise<UnreadablePhotoError> {
  const name = (file instanceof File && file.name) || "This file";
  const kind = await photoKind(file);
  if (kind === "common") return new UnreadablePhotoError(`${name} is too large to prepare on this phone, or damaged. Choose a smaller photo, or take it again at a lower camera resolution.`);
  if (kind === "heif") return new UnreadablePhotoError(`${name} can't be read by this browser. Choose a JPEG or PNG photo (on an iPhone, set Camera › Formats to Most Compatible).`);
  return new UnreadablePhotoError(`${name} isn't a photo this app can read. Choose a JPEG, PNG or WebP photo.`);
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
    throw await unreadable(file);
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

async function canvasToBlob(canvas: OffscreenCanvas | HTMLCanvasElement, type: EncodedType, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded."))), type, quality));
}

/**
 * Decodes the picture upright. Engines from before the option's "from-image" value (iOS 15 Safari, Chrome < 112,
 * Firefox < 111) refuse it with a TypeError; their default, then named "none", already applied the EXIF orientation.
 */
async function decodeUpright(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

export const browserImageIo: ImageIo = {
  decode: decodeUpright,
  async encode(image, size, quality, type = "image/jpeg") {
    const canvas = canvasOf(size);
    // The same call on each side: the test only narrows the canvas, so each gets its own 2d context type.
    const context = "transferToImageBitmap" in canvas ? canvas.getContext("2d") : canvas.getContext("2d");
    if (!context) throw new Error("The photo could not be encoded.");
    context.imageSmoothingQuality = "high";
    if (type === "image/jpeg") {
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvasToBlob(canvas, type, quality);
  },
};
