import type { PDFDocument } from "@cantoo/pdf-lib";
import fontkit from "@pdf-lib/fontkit";

/**
 * @pdf-lib/fontkit for @cantoo/pdf-lib. The fork calls a subset's `encode()` without the stream
 * @pdf-lib/fontkit's `encode(stream)` writes to (a TypeError when the PDF is saved), and uses
 * `encodeStream()` only when there is no `encode`; so each subset is offered with `encodeStream()` alone.
 */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

export const bridgedFontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(Object.create(null) as typeof subset, { includeGlyph: subset.includeGlyph.bind(subset), encodeStream: subset.encodeStream.bind(subset) });
    };
    return font;
  },
};
