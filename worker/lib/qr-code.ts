import QRCode from "qrcode";

/**
 * The link as an SVG data URL: scales to any print size without blurring. Error correction Q
 * (25 %) keeps a sticker readable through a dusty or scratched window.
 */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "Q", margin: 2 });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
