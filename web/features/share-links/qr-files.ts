/** Saving and printing a share's QR code, all from the SVG data URL the server made. */

const PNG_SIZE = 1024;

export function saveDataUrl(dataUrl: string, fileName: string) {
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** A crisp PNG for print shops and messengers that do not take SVG: drawn without smoothing. */
export async function pngFromSvg(svgDataUrl: string, size = PNG_SIZE): Promise<string> {
  const image = new Image();
  image.src = svgDataUrl;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  context.imageSmoothingEnabled = false;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  return canvas.toDataURL("image/png");
}

/** A file name people recognise later: "qr-acme-box-truck.png". */
export function qrFileName(jobTitle: string, extension: "png" | "svg"): string {
  const slug = jobTitle
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `qr-${slug || "job"}.${extension}`;
}
