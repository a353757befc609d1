import { CloudOff, Loader2, RotateCcw, Trash2 } from "lucide-react";
import type { OutboxPhoto } from "../../offline/photo-outbox";
import { Button } from "../../components/ui/button";
import { useObjectUrl } from "../../lib/use-object-url";
import { useOnline } from "../../lib/use-online";
import { photoOutbox } from "./photo-outbox-runtime";

/** A photo still on this phone: its own thumbnail, what it is waiting for, and for a refused one, retry or discard. */
export function QueuedPhotoTile({ photo }: { photo: OutboxPhoto }) {
  const preview = useObjectUrl(photo.thumb);
  const online = useOnline();
  const label = photo.caption || photo.filename;
  const status =
    photo.state === "sending" ? "Uploading…" : photo.state === "refused" ? `Not uploaded: ${photo.problem ?? "Please try again."}` : online ? "Waiting to upload" : "Waiting for signal";
  return (
    <li className="relative overflow-hidden rounded-lg border border-dashed border-primary bg-card" aria-label={`${label}: ${status}`}>
      {preview ? <img src={preview} alt="" className="aspect-[4/3] w-full bg-muted object-cover opacity-80" /> : <div className="aspect-[4/3] bg-muted" />}
      <p className={`flex items-start gap-1.5 p-2 text-sm font-medium ${photo.state === "refused" ? "text-destructive" : "text-muted-foreground"}`} role={photo.state === "refused" ? "alert" : "status"}>
        {photo.state === "sending" ? <Loader2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 animate-spin" /> : <CloudOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />}
        {status}
      </p>
      {photo.state === "refused" ? (
        <div className="flex gap-2 px-2 pb-2">
          <Button variant="outline" className="flex-1 px-2" onClick={() => void photoOutbox.retry(photo.id).then(() => photoOutbox.drain(), () => undefined)}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            Retry
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Discard ${label}`} onClick={() => void photoOutbox.discard(photo.id).catch(() => undefined)}>
            <Trash2 aria-hidden className="h-5 w-5" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
