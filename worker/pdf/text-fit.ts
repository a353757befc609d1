import type { PDFFont } from "@cantoo/pdf-lib";

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** How a character no embedded font covers is printed: its code point, so it is seen and can be read back, never dropped. */
const missingGlyphMarker = (codePoint: number) => `[U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}]`;

/** The text with tabs as spaces, other control characters removed and each character the fonts lack replaced by its marker. */
export function printable(text: string, covered: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.replace(/\t/g, " ").replace(CONTROL, "")) {
    const codePoint = char.codePointAt(0)!;
    out += char === "\n" || covered.has(codePoint) ? char : missingGlyphMarker(codePoint);
  }
  return out;
}

/** Splits a word wider than the line at the last character that still fits. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The lines a text takes at `width` points: its own line breaks kept, words moved down, and words longer than a line broken. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      const pieces = fits(word) ? [word] : breakWord(word, fits);
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}
