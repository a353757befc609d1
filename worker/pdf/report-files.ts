import { fileTypeName } from "../../shared/domain/file-types";
import { fileSizeText } from "../../shared/domain/file-text";
import type { PageWriter } from "./page-writer";
import type { ReportFile } from "./report-model";

/** The files shared with the client, by name, type and size. */
export function writeFiles(writer: PageWriter, files: ReportFile[]): void {
  if (files.length === 0) return;
  writer.table(
    [
      { header: "File", share: 0.64 },
      { header: "Type", share: 0.18 },
      { header: "Size", share: 0.18, align: "right" },
    ],
    files.map((file) => [file.filename, fileTypeName(file.fileType), fileSizeText(file.size)]),
    { heading: "Files" },
  );
}
