import type { PDFFont } from "@cantoo/pdf-lib";

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** How a letter no embedded font covers is printed: its code point, so it is seen and can be read back, never dropped. */
const missingGlyphMarker = (codePoint: number) => `[U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}]`;

/**
 * Emoji and the joiners, selectors and skin tones that build them. No embedded font draws an emoji, and in a client's
 * document "Acme Wraps ✨" reads better as "Acme Wraps" than with a code point, which stays for letters the fonts lack;
 * a pictograph the fonts do draw (©, ™, ★) is kept.
 */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200d\ufe0e\ufe0f\u20e3\u{e0020}-\u{e007f}]/gu;
const EMOJI_PARTS = /^[\u200d\ufe0e\ufe0f\u20e3\u{e0020}-\u{e007f}]$/u;

const withoutEmoji = (text: string, covered: ReadonlySet<number>) =>
  text.replace(EMOJI, (emoji) => (covered.has(emoji.codePointAt(0)!) && !EMOJI_PARTS.test(emoji) ? emoji : ""));

/** The text with tabs as spaces, other control characters and emoji removed, and each character the fonts lack replaced by its marker. */
export function printable(text: string, covered: ReadonlySet<number>): string {
  let out = "";
  for (const char of withoutEmoji(text, covered).replace(/\t/g, " ").replace(CONTROL, "")) {
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
