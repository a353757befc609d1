import { Download, FileText } from "lucide-react";
import { fileTypeName } from "../../shared/domain/file-types";
import { fileSizeText } from "../../shared/domain/file-text";
import type { SharedFile } from "../../shared/schemas/share";
import { FilePreview } from "../components/file-preview/file-preview";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";

/** The files the installer chose to share, each with its preview and a download. */
export function SharedFiles({ files }: { files: SharedFile[] }) {
  if (files.length === 0) return null;
  return (
    <Card className="space-y-3 p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <FileText aria-hidden className="h-5 w-5 text-primary" />
        Files
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Shared files">
        {files.map((file) => (
          <li key={file.id} className="overflow-hidden rounded-lg border border-border">
            <div className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-muted/40">
              <FilePreview file={file} />
            </div>
            <div className="flex items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold" title={file.filename}>
                  {file.filename}
                </p>
                <p className="text-sm text-muted-foreground">
                  {fileTypeName(file.fileType)} · {fileSizeText(file.size)}
                </p>
              </div>
              <a href={file.url} download={file.filename} className={buttonClasses("outline", "icon")} aria-label={`Download ${file.filename}`}>
                <Download aria-hidden className="h-5 w-5" />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
