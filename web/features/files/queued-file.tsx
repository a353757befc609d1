import { RotateCw, Trash2 } from "lucide-react";
import { fileSizeText } from "../../../shared/domain/file-text";
import { Button } from "../../components/ui/button";
import { type OutboxFile, fileOutbox } from "./file-outbox-runtime";

/** A file still on this phone: its name and size, what it waits for, and for a refused one, Retry (where sending it again can help) and Discard. */
export function QueuedFile({ item }: { item: OutboxFile }) {
  const discard = () => void fileOutbox.discard(item.id).catch(() => undefined);
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3 text-sm">
      <span className="min-w-0 flex-1 truncate font-medium">{item.filename}</span>
      <span className="text-muted-foreground">{fileSizeText(item.file.size)}</span>
      {item.state === "refused" ? (
        <>
          <span className="w-full text-destructive">{item.problem}</span>
          {item.final ? (
            <Button variant="outline" aria-label={`Discard ${item.filename}`} onClick={discard}>
              <Trash2 aria-hidden className="h-4 w-4" /> Discard
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => void fileOutbox.retry(item.id).then(() => fileOutbox.drain(), () => undefined)}>
                <RotateCw aria-hidden className="h-4 w-4" /> Retry
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Discard ${item.filename}`} onClick={discard}>
                <Trash2 aria-hidden className="h-5 w-5" />
              </Button>
            </>
          )}
        </>
      ) : (
        <span className="text-muted-foreground">{item.state === "sending" ? "Uploading…" : "Waiting to upload"}</span>
      )}
    </li>
  );
}
