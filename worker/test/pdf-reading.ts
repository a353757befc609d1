import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";

export type ReadPdf = { pages: string[]; text: string; images: number; outsideMargins: string[] };

/** The report's US Letter page and margin (worker/pdf/page-writer.ts). */
const PAGE_WIDTH = 612;
const MARGIN = 48;

/**
 * A PDF read back as a reader would: the text pdf.js extracts from each page (so a glyph the
 * embedded subset lost shows as a missing character), the number of image objects it holds, and
 * any text that runs past the page's margins.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const loaded = await task.promise;
  const pages: string[] = [];
  const outsideMargins: string[] = [];
  for (let number = 1; number <= loaded.numPages; number += 1) {
    const content = await (await loaded.getPage(number)).getTextContent();
    const items = content.items.filter((item) => "str" in item);
    pages.push(items.map((item) => item.str + (item.hasEOL ? "\n" : " ")).join(""));
    const x = (item: (typeof items)[number]) => item.transform[4] as number;
    outsideMargins.push(...items.filter((item) => x(item) < MARGIN - 0.5 || x(item) + item.width > PAGE_WIDTH - MARGIN + 0.5).map((item) => item.str));
  }
  await task.destroy();
  const doc = await PDFDocument.load(bytes);
  const images = doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict instanceof PDFDict && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
  return { pages, text: pages.join("\n"), images, outsideMargins };
}

export async function readPdfResponse(response: Response): Promise<ReadPdf> {
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}
