import { FileArchive, FileImage, FileSpreadsheet, FileText, type LucideIcon } from "lucide-react";
import { Suspense, useState } from "react";
import { fileTypeName, isImageType } from "../../../shared/domain/file-types";
import { Button } from "../ui/button";
import { lazyPage } from "../lazy-page";

const PdfFirstPage = lazyPage(() => import("./pdf-first-page"));

const ICONS: Record<string, LucideIcon> = { Excel: FileSpreadsheet, CSV: FileSpreadsheet, SVG: FileImage, Illustrator: FileImage, EPS: FileImage, Photoshop: FileImage, Word: FileText, Text: FileText, PDF: FileText };

type Previewed = { filename: string; fileType: string; previewUrl: string | null };

/** An image's thumbnail, a PDF's first page on request (pdf.js loads only then), or the type's icon. */
export function FilePreview({ file }: { file: Previewed }) {
  const [showPdf, setShowPdf] = useState(false);
  const Icon = ICONS[fileTypeName(file.fileType)] ?? FileArchive;
  if (file.previewUrl && isImageType(file.fileType)) {
    return <img src={file.previewUrl} alt={file.filename} loading="lazy" className="h-full w-full object-contain" />;
  }
  if (file.previewUrl && file.fileType === "application/pdf") {
    return showPdf ? (
      <Suspense fallback={<p className="p-4 text-sm text-muted-foreground">Loading preview…</p>}>
        <PdfFirstPage url={file.previewUrl} label={file.filename} />
      </Suspense>
    ) : (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-3">
        <FileText aria-hidden className="h-10 w-10 text-muted-foreground" />
        <Button variant="outline" onClick={() => setShowPdf(true)} aria-label={`Preview ${file.filename}`}>
          Preview
        </Button>
      </div>
    );
  }
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1 p-3 text-muted-foreground">
      <Icon aria-hidden className="h-10 w-10" />
      <span className="text-xs font-semibold uppercase">{fileTypeName(file.fileType)}</span>
    </div>
  );
}
