/**
 * The report's typeface, DejaVu Sans (Latin with accents, Greek, Cyrillic), read from the PDF
 * Worker's own static assets (worker/pdf/assets) at run time so its bundle stays small, kept per
 * isolate once read, and embedded as a subset holding only the glyphs a document uses.
 */
import { bridgedFontkit } from "./fontkit-bridge";
import type { PDFDocument, PDFFont } from "@cantoo/pdf-lib";
import { AppError } from "../lib/errors";

const FONT_PATHS = { regular: "/fonts/DejaVuSans.ttf", bold: "/fonts/DejaVuSans-Bold.ttf" } as const;
type Assets = Pick<Fetcher, "fetch">;
type FontBytes = Record<keyof typeof FONT_PATHS, ArrayBuffer>;

export type Fonts = { regular: PDFFont; bold: PDFFont; covered: ReadonlySet<number> };

let cached: Promise<FontBytes> | undefined;

async function readFont(assets: Assets, path: string): Promise<ArrayBuffer> {
  const response = await assets.fetch(new Request(new URL(path, "https://assets.invalid")));
  if (!response.ok) throw new Error(`Font ${path} answered ${response.status}`);
  const bytes = await response.arrayBuffer();
  if (!isTrueType(bytes)) throw new Error(`Font ${path} is not a TrueType font (an assets binding without the fonts can answer a page)`);
  return bytes;
}

function isTrueType(bytes: ArrayBuffer): boolean {
  return bytes.byteLength > 12 && new DataView(bytes).getUint32(0) === 0x00010000;
}

async function readFonts(assets: Assets): Promise<FontBytes> {
  const [regular, bold] = await Promise.all([readFont(assets, FONT_PATHS.regular), readFont(assets, FONT_PATHS.bold)]);
  return { regular, bold };
}

/** A failed read is not kept, so the next request tries again. */
function fontBytes(assets: Assets): Promise<FontBytes> {
  cached ??= readFonts(assets).catch((error: unknown) => {
    cached = undefined;
    console.error(JSON.stringify({ event: "pdf_font_unavailable", error: String(error) }));
    throw new AppError("service_unavailable", "The PDF fonts could not be loaded. Try again in a minute.");
  });
  return cached;
}

export async function embedFonts(doc: PDFDocument, assets: Assets): Promise<Fonts> {
  const bytes = await fontBytes(assets);
  doc.registerFontkit(bridgedFontkit);
  const [regular, bold] = await Promise.all([doc.embedFont(bytes.regular, { subset: true }), doc.embedFont(bytes.bold, { subset: true })]);
  const boldSet = new Set(bold.getCharacterSet());
  return { regular, bold, covered: new Set(regular.getCharacterSet().filter((code) => boldSet.has(code))) };
}
