/** pdf.js with its worker, loaded only when a PDF is shown or marked up. */
import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };

/** A PDF's first page as a PNG, `longEdge` pixels on its long edge on white: what the markup tool draws on for a PDF design. */
export async function pdfFirstPageImage(url: string, longEdge: number): Promise<Blob> {
  const task = getDocument({ url });
  try {
    const page = await (await task.promise).getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: longEdge / Math.max(natural.width, natural.height) });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The page could not be drawn."))), "image/png"));
  } finally {
    void task.destroy();
  }
}
