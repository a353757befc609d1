import { PDFDocument } from "@cantoo/pdf-lib";
import { zipSync } from "fflate";
import { imageBytes } from "./images";
import { sendForm } from "./photos";

const text = (value: string) => new TextEncoder().encode(value);

/** A one-page PDF made by pdf-lib, as a design tool would export it. */
export async function pdfBytes(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText("Proof v1", { x: 20, y: 40, size: 18 });
  return doc.save();
}

const openXml = (folder: "word" | "xl", part: string) =>
  zipSync({
    "[Content_Types].xml": text(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/${part}" ContentType="application/vnd.openxmlformats-officedocument.${folder === "word" ? "wordprocessingml.document.main" : "spreadsheetml.sheet.main"}+xml"/></Types>`),
    [`${folder}/${part}`]: text("<document/>"),
  });

/** A real sample of every kind we take, each under a name of its family. */
type Sample = [Uint8Array, string];
type SampleKind = "pdf" | "jpeg" | "png" | "webp" | "svg" | "ai" | "eps" | "psd" | "docx" | "xlsx" | "txt" | "csv";
export async function sampleFiles(): Promise<Record<SampleKind, Sample>> {
  const pdf = await pdfBytes();
  return {
    pdf: [pdf, "proof.pdf"],
    jpeg: [imageBytes("jpeg"), "photo.jpg"],
    png: [imageBytes("png"), "mockup.png"],
    webp: [imageBytes("webp"), "side.webp"],
    svg: [text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>'), "logo.svg"],
    ai: [pdf, "artwork.ai"],
    eps: [text("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnewpath 0 0 moveto 10 10 lineto stroke\n%%EOF\n"), "logo.eps"],
    psd: [new Uint8Array([...text("8BPS"), 0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 10, 0, 0, 0, 10, 0, 8, 0, 3]), "layers.psd"],
    docx: [openXml("word", "document.xml"), "contract.docx"],
    xlsx: [openXml("xl", "workbook.xml"), "prices.xlsx"],
    txt: [text("Door handles off before wrapping.\n"), "notes.txt"],
    csv: [text("panel,width,height\nhood,60,48\n"), "panels.csv"],
  };
}

export async function disguisedFiles(): Promise<Record<string, [Uint8Array, string, number]>> {
  const pdf = await pdfBytes();
  return {
    htmlAsPdf: [text("<!DOCTYPE html><html><script>alert(1)</script></html>"), "invoice.pdf", 415],
    scriptSvg: [text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'), "logo.svg", 422],
    handlerSvg: [text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'), "logo.svg", 422],
    referenceLinkSvg: [text('<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><rect/></a></svg>'), "logo.svg", 422],
    hexTabLinkSvg: [text('<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#x09;script&colon;alert(1)"><rect/></a></svg>'), "logo.svg", 422],
    animatedLinkSvg: [text('<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><rect/></a></svg>'), "logo.svg", 422],
    referencedAnimatedLinkSvg: [text('<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="&#104;ref" values="#a;javascript:alert(1)"/><rect/></a></svg>'), "logo.svg", 422],
    bracketAnimatedLinkSvg: [text('<svg xmlns="http://www.w3.org/2000/svg"><a><set dur=">" attributeName="href" to="#a"/><rect/></a></svg>'), "logo.svg", 422],
    zipAsDocx: [zipSync({ "readme.txt": text("hello") }), "contract.docx", 415],
    truncatedPdf: [pdf.slice(0, Math.floor(pdf.length / 2)), "proof.pdf", 422],
    pngAsPdf: [imageBytes("png"), "proof.pdf", 415],
    htmlAsTxt: [text("  <html><body onload=alert(1)>"), "notes.txt", 415],
    binaryAsTxt: [new Uint8Array([0x00, 0xff, 0x10, 0x00]), "notes.txt", 415],
    pngAsCsv: [imageBytes("png"), "panels.csv", 415],
    exe: [new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), "setup.exe", 415],
    html: [text("<html></html>"), "page.html", 415],
  };
}

export type FileBody = { id: string; jobId: string; filename: string; fileType: string; size: number; category: string; url: string; previewUrl: string | null; shared: boolean; uploadedBy: { id: string; name: string } | null };

export function fileForm(bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

export const postFile = (cookie: string | undefined, jobId: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) =>
  sendForm(`/api/jobs/${jobId}/files`, fileForm(bytes, name, fields), { cookie });

export async function uploadFile(cookie: string, jobId: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}): Promise<FileBody> {
  const response = await postFile(cookie, jobId, bytes, name, fields);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A change request through a link with the client's marks: `marked` is the image's bytes, a text field in its place, or left out. */
export function markedForm(fields: Record<string, string>, marked: Uint8Array | string | null = imageBytes("jpeg")) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (typeof marked === "string") form.set("marked", marked);
  else if (marked) form.set("marked", new Blob([marked], { type: "image/jpeg" }), "marked.jpg");
  return form;
}

let markers = 0;
/** Each from its own address (from 203.0.113.0 on), so the marks' per-address limit never joins up tests that share one workerd. */
export const sendMarks = (token: string, proofId: string, form: FormData) => {
  markers += 1;
  const address = `203.0.${113 + Math.floor(markers / 250)}.${markers % 250}`;
  return sendForm(`/api/shared/${token}/proofs/${proofId}/marked-changes`, form, { headers: { "CF-Connecting-IP": address } });
};
