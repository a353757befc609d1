import { FileUp, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { backupImportProblem } from "../../../shared/domain/backup-rules";
import { useImportBackup } from "../../api/backups";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { jobPath } from "../../lib/routes";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useOnline } from "../../lib/use-online";
import { failureText } from "../feedback/failure-toast";

/** Restores a backup zip downloaded earlier (from this account or another) as a new job, and opens it. */
export function ImportBackup({ onRestored }: { onRestored?: () => void }) {
  const importBackup = useImportBackup();
  const online = useOnline();
  const idempotency = useIdempotencyKey();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [, navigate] = useLocation();

  const chosen = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file || importBackup.isPending) return;
    const refused = backupImportProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      const job = await importBackup.mutateAsync({ file, idempotencyKey: idempotency.keyFor(["import", file.name, file.size, file.lastModified]) });
      idempotency.finish();
      toast({ title: "Job restored", description: job.jobName ?? job.clientName });
      onRestored?.();
      navigate(jobPath(job.id));
    } catch (error) {
      setProblem(failureText(error, { fallback: "The backup could not be restored. Please try again." }));
    }
  };

  return (
    <div className="space-y-2 border-t border-border pt-4">
      <h3 className="font-semibold">Restore from a file</h3>
      <p className="text-sm text-muted-foreground">A backup zip downloaded earlier, from this account or another, becomes a new job.</p>
      <input ref={input} type="file" accept=".zip,application/zip" hidden aria-label="Choose a backup zip" onChange={(event) => void chosen(event.target.files?.[0])} />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importBackup.isPending || !online}>
        {importBackup.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <FileUp aria-hidden className="h-4 w-4" />}
        {importBackup.isPending ? "Restoring…" : "Choose backup zip"}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
