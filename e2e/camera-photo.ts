import type { Page } from "@playwright/test";

/**
 * A camera-like JPEG drawn by Chromium (a noisy gradient, so it compresses like a photo), with an
 * EXIF block that says "rotate 90° clockwise to show" (orientation 6), as phones write portrait shots.
 */
export async function cameraJpeg(page: Page, width: number, height: number, quality = 0.92): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, quality }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#1e3a8a");
      gradient.addColorStop(1, "#f97316");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const noise = context.getImageData(0, 0, width, height);
      let seed = 7;
      for (let i = 0; i < noise.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const shift = (seed % 48) - 24;
        noise.data[i] = noise.data[i]! + shift;
        noise.data[i + 1] = noise.data[i + 1]! + shift;
        noise.data[i + 2] = noise.data[i + 2]! + shift;
      }
      context.putImageData(noise, 0, 0);
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width / 4, height / 8);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, quality },
  );
  return withOrientation(Buffer.from(base64, "base64"), 6);
}

/** Inserts an EXIF APP1 segment holding only the orientation tag, after the JFIF APP0 segment. */
export function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const app1 = Buffer.from([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00,
    0x00, 0x01, 0x00, orientation, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  const afterApp0 = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterApp0), app1, jpeg.subarray(afterApp0)]);
}
