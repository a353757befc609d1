import { Download, Pencil, Send, Trash2 } from "lucide-react";
import { fileTypeName } from "../../../shared/domain/file-types";
import { FILE_CATEGORY_LABELS, fileSizeText } from "../../../shared/domain/file-text";
import { FILE_CATEGORIES, type FileCategory, PROOF_FILE_CATEGORIES } from "../../../shared/domain/vocabulary";
import type { JobFile, Proof } from "../../../shared/schemas/file";
import { usePendingFileChange, useUpdateFile } from "../../api/files";
import { buttonClasses, Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatDay } from "../../lib/date-text";
import { toastFailure } from "../feedback/failure-toast";
import { FilePreview } from "../../components/file-preview/file-preview";
import { MarkedDesign } from "../../components/marked-design";
import { ProofBadge } from "../../components/proof-badge";
import { SelectThenApply } from "../../components/select-then-apply";

export type FileAction = "rename" | "delete" | "proof";

const CARD_LABELS = { category: "Category", shared: "On share link" };
const CATEGORY_OPTIONS = FILE_CATEGORIES.map((value) => ({ value, label: FILE_CATEGORY_LABELS[value] }));

export function FileCard({ file, proof, editable, onAction }: { file: JobFile; proof: Proof | undefined; editable: boolean; onAction: (action: FileAction) => void }) {
  const update = useUpdateFile(file.jobId);
  const sending = usePendingFileChange(file.id);
  const category = sending.category ?? file.category;
  const shared = sending.shared ?? file.shared;
  /** True once the change is saved; a failure is told in a toast. */
  const patch = (change: { category?: FileCategory; shared?: boolean }) =>
    update.mutateAsync({ jobId: file.jobId, id: file.id, patch: change, base: { category, shared } }).then(
      () => true,
      (error: unknown) => {
        toastFailure("File not changed", error, { fieldLabels: CARD_LABELS });
        return false;
      },
    );
  const designable = (PROOF_FILE_CATEGORIES as readonly string[]).includes(file.category);

  return (
    <Card className="flex w-full min-w-0 flex-col overflow-hidden" data-testid="file-card">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden border-b border-border bg-muted/40">
        <FilePreview file={file} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="min-w-0">
          <div className="flex items-start gap-1">
            <h2 className="min-w-0 flex-1 truncate pt-2 font-semibold" title={file.filename}>
              {file.filename}
            </h2>
            {editable ? (
              <>
                <Button variant="ghost" size="icon" aria-label={`Rename ${file.filename}`} onClick={() => onAction("rename")}>
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${file.filename}`} onClick={() => onAction("delete")}>
                  <Trash2 aria-hidden className="h-4 w-4" />
                </Button>
              </>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {fileTypeName(file.fileType)} · {fileSizeText(file.size)} · {formatDay(file.createdAt)}
            {file.uploadedBy ? ` · ${file.uploadedBy.name}` : ""}
          </p>
          {proof ? <ProofBadge proof={proof} className="mt-2" /> : null}
          {proof?.decision?.comment ? <p className="mt-1 text-sm">“{proof.decision.comment}” — {proof.decision.name}</p> : null}
          {proof?.decision?.markedUrl ? (
            <div className="mt-2">
              <MarkedDesign url={proof.decision.markedUrl} filename={file.filename} />
            </div>
          ) : null}
        </div>
        {editable ? (
          <div className="grid gap-2">
            <SelectThenApply
              value={category}
              options={CATEGORY_OPTIONS}
              selectLabel={`Category of ${file.filename}`}
              applyText="Change category"
              applyLabel={`Change category of ${file.filename}`}
              busy={sending.category !== undefined}
              onApply={(picked) => patch({ category: picked })}
            />
            <label className="flex min-h-11 items-center gap-2 rounded-lg border border-input px-3 text-sm font-medium">
              <input type="checkbox" className="h-5 w-5 accent-[var(--primary)]" checked={shared} onChange={(event) => patch({ shared: event.target.checked })} />
              On share link
            </label>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {FILE_CATEGORY_LABELS[file.category]}
            {file.shared ? " · On share link" : ""}
          </p>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <a href={file.url} download={file.filename} className={buttonClasses("outline", "md", `text-sm ${editable && designable ? "" : "col-span-2"}`)}>
            <Download aria-hidden className="h-4 w-4" />
            Download
          </a>
          {editable && designable ? (
            <Button variant="outline" className="px-2 text-center text-sm leading-tight" onClick={() => onAction("proof")}>
              <Send aria-hidden className="h-4 w-4 shrink-0" />
              Send for approval
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
