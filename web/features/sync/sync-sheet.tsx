import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import type { Job } from "../../../shared/schemas/job";
import type { Measurement } from "../../../shared/schemas/measurement";
import { storedEditConflict } from "./stored-edit-conflict";
import { jobKeys } from "../../api/jobs";
import { measurementKeys } from "../../api/measurements";
import { type QueuedWrite, useQueuedWrites } from "../../api/pending-changes";
import { Button, buttonClasses } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { jobPath } from "../../lib/routes";
import { useOnline } from "../../lib/use-online";
import { uuidv7 } from "../../lib/uuidv7";
import { discardWrite, resendWrite } from "../../offline/write-queue";
import { ConflictChooser } from "./conflict-chooser";
import { editOf, variablesWith } from "./queued-edit";
import type { EditRequest } from "../../offline/conflict-merge";
import { STATE_LABELS, changedFields, writeTitle } from "./write-text";

const STATE_TONES = {
  waiting: "bg-muted text-foreground",
  sending: "bg-accent text-accent-foreground",
  refused: "bg-destructive text-destructive-foreground",
  conflict: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
} as const;

/** Where on its job's page a write's subject is edited. */
const tabOfWrite = (kind: QueuedWrite["kind"]) => (kind.startsWith("measurement") ? "measurements" : kind.startsWith("note") ? "notes" : undefined);

function WriteRow({ write, onClose }: { write: QueuedWrite; onClose: () => void }) {
  const queryClient = useQueryClient();
  const jobOf = (jobId: string) => queryClient.getQueryData<Job>(jobKeys.detail(jobId));
  const measurementOf = (jobId: string, id: string) => queryClient.getQueryData<Measurement[]>(measurementKeys.list(jobId))?.find((item) => item.id === id);
  const variables = write.mutation.state.variables as { id: string; idempotencyKey: string };
  const conflict = write.state === "conflict" ? storedEditConflict(write.mutation.state.error, variables.id) : null;
  const fields = changedFields(write);
  const discard = () => {
    if (!window.confirm("Discard this change? It will not reach the server.")) return;
    if (discardWrite(queryClient, write.mutation)) toast({ title: "Change discarded" });
    else toast({ title: "Couldn't discard", description: "It was being sent meanwhile. Check the job, and change it back there if it landed.", variant: "destructive" });
  };
  const edit = editOf(write);
  const resolve = (next: EditRequest | null) => {
    if (next) resendWrite(queryClient, write.mutation, { ...variablesWith(write, next), idempotencyKey: uuidv7() });
    else discardWrite(queryClient, write.mutation);
    toast({ title: next ? "Your choices are being saved" : "Their values kept" });
  };
  return (
    <li className="space-y-2 rounded-xl border border-border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">{writeTitle(write, jobOf, measurementOf)}</p>
          {fields.length ? <p className="text-sm text-muted-foreground">{fields.join(", ")}</p> : null}
        </div>
        <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold", STATE_TONES[write.state])}>{STATE_LABELS[write.state]}</span>
      </div>
      {write.problem && write.state !== "conflict" ? <p className="text-sm text-muted-foreground">{write.problem}</p> : null}
      {conflict && edit ? <ConflictChooser edit={edit} kind={write.kind} conflict={conflict} onResolve={resolve} /> : null}
      <div className="flex flex-wrap gap-2">
        {write.state === "refused" && !write.gone ? (
          <Button onClick={() => resendWrite(queryClient, write.mutation)}>
            Retry
          </Button>
        ) : null}
        {(write.state === "refused" || write.state === "conflict") && !write.gone && write.kind !== "job.create" && write.kind !== "job.delete" ? (
          <Link href={jobPath(write.jobId, tabOfWrite(write.kind))} onClick={onClose} className={buttonClasses("outline")}>
            Edit in the job
          </Link>
        ) : null}
        {write.state !== "sending" ? (
          <Button variant="ghost" onClick={discard}>
            Discard
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Every change made on this device that the server has not taken yet, with its state and what can be done about it. */
export function SyncSheet({ onClose }: { onClose: () => void }) {
  const writes = useQueuedWrites();
  const online = useOnline();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Changes on this device"
      description={online ? "They sync by themselves, in the order you made them." : "You're offline. They sync by themselves, in order, once the signal is back."}
    >
      {writes.length === 0 ? (
        <p className="py-4 text-center text-muted-foreground">Everything is synced.</p>
      ) : (
        <ul aria-label="Changes waiting" className="max-h-[60dvh] space-y-3 overflow-y-auto">
          {writes.map((write) => (
            <WriteRow key={write.mutation.mutationId} write={write} onClose={onClose} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
