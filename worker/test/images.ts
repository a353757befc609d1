/** Tiny real images (30 x 20 px) encoded by Chromium, for upload and byte-check tests. */
const BASE64 = {
  jpeg: "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAUAB4DASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYF/8QAIhAAAQQCAQUBAQAAAAAAAAAAAQACAwQFEQYSEyEiMQdB/8QAGAEBAAMBAAAAAAAAAAAAAAAAAAQFBgf/xAAfEQABBAICAwAAAAAAAAAAAAAAAQIDEQQxEmEhQbH/2gAMAwEAAhEDEQA/ANLi3HrfJchJToyQRysiMxMziBoED+A+fYKhyP5lmaGPtXJrOOdFXidM8MkeSQ0EnXp98KWweZv4O2+zi5+xO9hjLuhrttJB1pwI+gLWt875JcqTVrGR64JmOjkb2IxtpGiNhu/hWFhdiJHUqLy619Ok5DM5Zrhc1GeN3ffomERFBLEIiIAiIgP/2Q==",
  png: "iVBORw0KGgoAAAANSUhEUgAAAB4AAAAUCAYAAACaq43EAAAAWklEQVR4AeyQsQkAIAwEg7WW7qYTupuWDqALpHh4MIUf+C75C5dmyyciyYJG4GfiXdV1bEPCfOmCmUL0VmDUFL3nql69GBKG7oKZQvRWYNQUvSfVtEK04D/VFwAA//8lcUq9AAAABklEQVQDABL4Yy8SpNMvAAAAAElFTkSuQmCC",
  webp: "UklGRo4CAABXRUJQVlA4WAoAAAAgAAAAHQAAEwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggoAAAAFAEAJ0BKh4AFAA+bTKVR6QioiEoCACADYlqALsvonqv4qqEA3k4A6cIBeAA+daIb8QbYQs3S14RtVqY9OCu73s/1tRLemMLvh1wvfll5e1DxFcBxyrSLfFLQzM4Xn1/+d+aVmdwYf73xS7VE/a4PPmzX+LHjn/+ldDy74Y6f4nc4j8uVxCONAE+qr+/+fDTzN6IA5gTcIPU+c1cBGBgAAA=",
  webpLossless: "UklGRhQCAABXRUJQVlA4WAoAAAAgAAAAHQAAEwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDhMJgAAAC8dwAQAD3Cs01eon2F+/kMLBNk2Nb/qcYYQ0f9xAACArwAAgHQG",
} as const;

export const imageBytes = (name: keyof typeof BASE64) => Uint8Array.from(atob(BASE64[name]), (c) => c.charCodeAt(0));

/** The same picture as a simple-format WebP (RIFF, WEBP, then only its VP8 or VP8L chunk), as many encoders write it. */
export function simpleWebp(name: "webp" | "webpLossless", chunk: "VP8 " | "VP8L"): Uint8Array {
  const full = imageBytes(name);
  const text = String.fromCharCode(...full);
  const body = full.subarray(text.indexOf(chunk));
  const out = new Uint8Array(12 + body.length);
  out.set([0x52, 0x49, 0x46, 0x46], 0);
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set([0x57, 0x45, 0x42, 0x50], 8);
  out.set(body, 12);
  return out;
}

const crcTable = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: Uint8Array) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

export const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};

/** A PNG chunk with its length and CRC, as an encoder writes it. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array()): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
  return out;
}

/** A real one-colour PNG (8-bit grey, RGB, or RGBA half transparent), deflated by the platform's zlib: about as small as a PNG of that size can be. */
export async function flatPng(width: number, height: number, colorType: 0 | 2 | 6 = 0): Promise<Uint8Array> {
  const rowBytes = 1 + width * { 0: 1, 2: 3, 6: 4 }[colorType];
  const raw = new Uint8Array(rowBytes * height).fill(0x80);
  for (let row = 0; row < height; row += 1) raw[row * rowBytes] = 0;
  const deflated = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, colorType, 0, 0, 0], 8);
  return concat(imageBytes("png").subarray(0, 8), pngChunk("IHDR", header), pngChunk("IDAT", deflated), pngChunk("IEND"));
}

/** The fixture PNG with its header claiming another size (CRC made right, so only the size is a lie). */
export function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = imageBytes("png");
  const header = bytes.slice(16, 29);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  return concat(bytes.subarray(0, 8), pngChunk("IHDR", header), bytes.subarray(33));
}

/** The fixture JPEG with its frame header claiming another size. */
export function jpegClaiming(width: number, height: number): Uint8Array {
  const bytes = imageBytes("jpeg");
  const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
  new DataView(bytes.buffer).setUint16(sof + 5, height);
  new DataView(bytes.buffer).setUint16(sof + 7, width);
  return bytes;
}

/** The simple lossy fixture WebP with its picture claiming another size. */
export function webpClaiming(width: number, height: number): Uint8Array {
  const bytes = simpleWebp("webp", "VP8 ");
  new DataView(bytes.buffer).setUint16(26, width, true);
  new DataView(bytes.buffer).setUint16(28, height, true);
  return bytes;
}

export const withTail = (bytes: Uint8Array, tail: string | Uint8Array) => concat(bytes, typeof tail === "string" ? new TextEncoder().encode(tail) : tail);
