/** The first page of a PDF drawn on a canvas with pdf.js, loaded only when a preview is asked for. */
import { useEffect, useRef, useState } from "react";
import { getDocument } from "./pdf-document";

export default function PdfFirstPage({ url, label, width = 480 }: { url: string; label: string; width?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const task = getDocument({ url });
    let cancelled = false;
    task.promise
      .then(async (doc) => {
        const page = await doc.getPage(1);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * Math.min(window.devicePixelRatio || 1, 2) });
        const target = canvas.current;
        if (cancelled || !target) return;
        target.width = viewport.width;
        target.height = viewport.height;
        await page.render({ canvas: target, viewport }).promise;
      })
      .catch(() => !cancelled && setProblem(navigator.onLine ? "This PDF could not be shown. Download it to open it." : "No signal: the preview shows once you're back online."));
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, width]);

  if (problem) return <p className="p-4 text-sm text-muted-foreground">{problem}</p>;
  return <canvas ref={canvas} role="img" aria-label={`First page of ${label}`} className="max-h-full max-w-full bg-white" />;
}
