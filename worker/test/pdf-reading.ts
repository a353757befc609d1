import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";

export type ReadPdf = { pages: string[]; text: string; images: number };

/**
 * A PDF read back as a reader would: the text pdf.js extracts from each page (so a glyph the
 * embedded subset lost shows as a missing character) and the number of image objects it holds.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const loaded = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= loaded.numPages; number += 1) {
    const content = await (await loaded.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  await task.destroy();
  const doc = await PDFDocument.load(bytes);
  const images = doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict instanceof PDFDict && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
  return { pages, text: pages.join("\n"), images };
}

export async function readPdfResponse(response: Response): Promise<ReadPdf> {
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}
