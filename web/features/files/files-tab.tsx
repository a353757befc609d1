import { FileText, RefreshCw } from "lucide-react";
import { useState } from "react";
import { accessAllows } from "../../../shared/domain/job-access";
import type { Job } from "../../../shared/schemas/job";
import type { JobFile, Proof } from "../../../shared/schemas/file";
import { useDeleteFile, useFiles, useProofs } from "../../api/files";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";
import { type FileAction, FileCard } from "./file-card";
import { RenameFileDialog, SendProofDialog } from "./file-dialogs";
import { useOutboxFiles } from "./file-outbox-runtime";
import { FileUploader } from "./file-uploader";
import { QueuedFile } from "./queued-file";
import { waitsForSignal } from "../../api/query-offline";

type Open = { action: FileAction; file: JobFile } | null;

/** Each file's latest proof (the list comes newest version first). */
function latestProofs(proofs: Proof[]): Map<string, Proof> {
  const latest = new Map<string, Proof>();
  for (const proof of proofs) if (!latest.has(proof.fileId)) latest.set(proof.fileId, proof);
  return latest;
}

export function FilesTab({ job }: { job: Job }) {
  const files = useFiles(job.id);
  const proofs = useProofs(job.id);
  const remove = useDeleteFile(job.id);
  const [open, setOpen] = useState<Open>(null);
  const queued = useOutboxFiles().filter((item) => item.jobId === job.id);
  const editable = accessAllows(job.access.level, "edit");
  const list = files.data ?? [];
  const latest = latestProofs(proofs.data ?? []);
  const close = () => setOpen(null);

  const confirmDelete = async (file: JobFile) => {
    try {
      await remove.mutateAsync({ jobId: job.id, id: file.id });
      toast({ title: "File deleted" });
      close();
    } catch (error) {
      toastFailure("File not deleted", error);
    }
  };

  return (
    <div className="space-y-5">
      {editable ? <FileUploader jobId={job.id} /> : null}
      {queued.length ? (
        <Card className="p-3">
          <ul className="space-y-2" aria-label="Files waiting to upload">
            {queued.map((item) => (
              <QueuedFile key={item.id} item={item} />
            ))}
          </ul>
        </Card>
      ) : null}
      {files.isPending ? (
        <p className="text-muted-foreground">{waitsForSignal(files) ? OFFLINE_NOTE : "Loading files…"}</p>
      ) : files.isError ? (
        <EmptyState icon={RefreshCw} title="Couldn't load the files" description="Check your connection and try again." action={<Button onClick={() => files.refetch()}>Try again</Button>} />
      ) : list.length === 0 && queued.length === 0 ? (
        <EmptyState icon={FileText} title="No files yet" description="Add mockups, proofs, invoices, contracts and templates for this job." />
      ) : null}
      {list.length ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Job files">
          {list.map((file) => (
            <li key={file.id} className="flex">
              <FileCard file={file} proof={latest.get(file.id)} editable={editable} onAction={(action) => setOpen({ action, file })} />
            </li>
          ))}
        </ul>
      ) : null}
      {open?.action === "rename" ? <RenameFileDialog file={open.file} onClose={close} /> : null}
      {open?.action === "proof" ? <SendProofDialog file={open.file} quoted={job.status === "quote_sent"} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.action === "delete"}
        onOpenChange={(next) => !next && close()}
        title="Delete this file?"
        description="The file is removed from the job and its share link. This cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => (open?.action === "delete" ? confirmDelete(open.file) : undefined)}
      />
    </div>
  );
}
