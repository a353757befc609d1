import { type FormEvent, useState } from "react";
import { FILENAME_MAX, PROOF_MESSAGE_MAX } from "../../../shared/constants";
import { stemOf } from "../../../shared/domain/file-types";
import { showsText } from "../../../shared/domain/visible-text";
import type { JobFile } from "../../../shared/schemas/file";
import { conflictedFile, useSendProof, useUpdateFile } from "../../api/files";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";

function DialogButtons({ pending, label, onClose }: { pending: boolean; label: string; onClose: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : label}
      </Button>
    </div>
  );
}

/** Renames a file; a rename that met someone else's shows their name, to check and rename again from it. */
export function RenameFileDialog({ file, onClose }: { file: JobFile; onClose: () => void }) {
  const [from, setFrom] = useState(file.filename);
  const [name, setName] = useState(file.filename);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateFile(file.jobId);

  const rename = useSingleFlight(async (typed: string) => {
    try {
      await update.mutateAsync({ jobId: file.jobId, id: file.id, patch: { filename: typed }, base: { filename: from } });
      toast({ title: "File renamed" });
      onClose();
    } catch (error) {
      toastFailure("File not renamed", error, { fieldLabels: { filename: "File name" } });
      const current = conflictedFile(error, file.id);
      if (!current) return;
      setFrom(current.filename);
      setName(current.filename);
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    const found = !showsText(stemOf(typed)) ? "Please enter a file name" : /[\\/]/.test(typed) ? "A file name cannot contain / or \\" : null;
    setProblem(found);
    if (!found) void rename(typed);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Rename file" description="The file keeps its type; its extension is added back if you leave it out.">
      <form onSubmit={submit} className="space-y-4">
        <FormField label="File name" error={problem ?? undefined}>
          <Input value={name} maxLength={FILENAME_MAX} autoFocus onChange={(event) => setName(event.target.value)} />
        </FormField>
        <DialogButtons pending={update.isPending} label="Rename" onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** `quoted`: the job is still quote_sent, so the client's approval may start it. */
export function SendProofDialog({ file, quoted, onClose }: { file: JobFile; quoted: boolean; onClose: () => void }) {
  const [message, setMessage] = useState("");
  const [startJob, setStartJob] = useState(false);
  const send = useSendProof(file.jobId);
  const idempotency = useIdempotencyKey();

  const sendOnce = useSingleFlight(async () => {
    const input = { ...(message.trim() ? { message: message.trim() } : {}), ...(quoted && startJob ? { startJobOnApproval: true } : {}) };
    try {
      const proof = await send.mutateAsync({ jobId: file.jobId, id: file.id, input, idempotencyKey: idempotency.keyFor([file.id, input]) });
      idempotency.finish();
      toast({ title: `Version ${proof.version} sent for approval`, description: "The client sees it on the job's share link, with Approve and Request changes." });
      onClose();
    } catch (error) {
      toastFailure("Not sent for approval", error);
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendOnce();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Send for approval"
      description={`${file.filename} becomes the next version of this job's design; a version still awaiting an answer is replaced. Send the client the job's share link.`}
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField label="Message for the client (optional)">
          <Textarea value={message} maxLength={PROOF_MESSAGE_MAX} rows={3} onChange={(event) => setMessage(event.target.value)} placeholder="Here is the final layout with the bigger logo." />
        </FormField>
        {quoted ? (
          <label className="flex min-h-11 items-start gap-3 text-sm">
            <input type="checkbox" checked={startJob} onChange={(event) => setStartJob(event.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--primary)]" />
            <span>
              <span className="block font-medium">Start the job when the client approves</span>
              <span className="block text-muted-foreground">The job moves from Quote Sent to In Progress, unless its status changed by then.</span>
            </span>
          </label>
        ) : null}
        <DialogButtons pending={send.isPending} label="Send" onClose={onClose} />
      </form>
    </Dialog>
  );
}
