/**
 * What an uploaded job file really is, read from its bytes: the file-type signature must be one its
 * extension's family allows (shared/domain/file-types.ts), a PDF must reach its end-of-file marker,
 * an image must be whole, an SVG must hold no script. Text has no signature, and its first characters
 * may look like one ("BMW,X5" starts as a BMP does), so it is read as UTF-8 instead, and never a web page.
 * A type we do not take is a 415 naming the ones we do; a damaged or unsafe file of ours is a 422.
 */
import { fileTypeFromBlob } from "file-type";
import { ACCEPTED_FILE_TEXT, FILE_FAMILIES, type FileFamilyName, extensionOf, familyOf } from "../../shared/domain/file-types";
import { AppError } from "./errors";
import { checkUpload } from "./upload-check";

const PDF_TAIL_BYTES = 1024;
const HTML_START = /^\s*<(!doctype\s+html|html|head|body|script|iframe|meta|title)\b/i;
const SVG_ROOT = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
const SVG_ACTIVE = /<script\b|<foreignObject\b|\son[a-z]+\s*=|attributeName\s*=\s*["']?\s*(?:xlink:)?href\b/i;
const SVG_SCRIPT_LINK = /(?:java|vb)script:|(?:href|src)=["']?data:/i;

/** The SVG's text with character references decoded (`&#106;`, `&#x09;`, and the named `&colon;`, `&Tab;`, `&NewLine;`). */
const decoded = (svg: string) =>
  svg
    .replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_, code: string) => String.fromCodePoint(Math.min(Number(code[0] === "x" || code[0] === "X" ? `0${code}` : code), 0x10ffff)))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => (name.toLowerCase() === "colon" ? ":" : " "));

/** Whether the SVG holds script, a handler, an animated link, or a script or data link anywhere, however it is spelled. */
function activeSvg(svg: string): boolean {
  const text = decoded(svg);
  return SVG_ACTIVE.test(text) || SVG_SCRIPT_LINK.test(text.replace(/[\s\u0000-\u001f]+/g, ""));
}

const refuse = (name: string, what: string) => new AppError("unsupported_media_type", `${name} ${what} We take ${ACCEPTED_FILE_TEXT} files.`);
const damaged = (name: string, what: string) => new AppError("unprocessable_content", `${name} ${what}`);

async function readText(file: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

async function checkPdfEnd(file: Blob, name: string) {
  const tail = new TextDecoder("latin1").decode(await file.slice(Math.max(0, file.size - PDF_TAIL_BYTES)).arrayBuffer());
  if (!tail.includes("%%EOF")) throw damaged(name, "is cut short: it ends before the PDF's end-of-file marker. Export or download it again.");
}

async function checkText(file: Blob, name: string, family: FileFamilyName): Promise<string> {
  const text = await readText(file);
  if (text === null) throw refuse(name, `is not a ${FILE_FAMILIES[family].label} (it is not UTF-8 text).`);
  if (HTML_START.test(text)) throw refuse(name, "is a web page (HTML), which we never store.");
  return text;
}

/** The type the file is stored and served as; throws when its bytes are not what its name says. */
export async function checkFileBytes(file: Blob, name: string): Promise<string> {
  const family = familyOf(name);
  if (!family) throw refuse(name, extensionOf(name) ? `is a .${extensionOf(name)} file, which we do not take.` : "has no file extension.");
  const rule = FILE_FAMILIES[family];
  if (family === "text") {
    await checkText(file, name, family);
    return extensionOf(name) === "csv" ? "text/csv" : "text/plain";
  }
  const sniffed = (await fileTypeFromBlob(file))?.mime ?? null;
  if (!(rule.sniffed as readonly (string | null)[]).includes(sniffed)) {
    if (sniffed === null && HTML_START.test((await readText(file)) ?? "")) throw refuse(name, "is a web page (HTML), which we never store.");
    throw refuse(name, sniffed ? `is really ${sniffed}, not a ${rule.label}.` : `is not a ${rule.label}.`);
  }
  if (sniffed === "application/pdf") await checkPdfEnd(file, name);
  if (family === "image") {
    const image = await checkUpload(new Uint8Array(await file.arrayBuffer()), "photo");
    if ("fault" in image) throw image.fault === "unsupported" ? refuse(name, image.problem) : damaged(name, image.problem);
  }
  if (family === "svg") {
    const text = await checkText(file, name, family);
    if (!SVG_ROOT.test(text)) throw refuse(name, "is not an SVG drawing.");
    if (activeSvg(text)) throw damaged(name, "holds script or links that run code; save the SVG without scripts, or send it as a PDF.");
  }
  return rule.stored ?? sniffed!;
}
