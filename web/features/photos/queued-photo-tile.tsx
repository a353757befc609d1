import { CloudOff, Loader2, RotateCcw, Trash2 } from "lucide-react";
import { PHOTOS_PER_JOB_MAX } from "../../../shared/constants";
import { PHOTO_JOB_FULL } from "../../../shared/domain/photo-text";
import type { OutboxPhoto } from "../../offline/photo-outbox";
import { Button } from "../../components/ui/button";
import { useObjectUrl } from "../../lib/use-object-url";
import { useOnline } from "../../lib/use-online";
import { photoOutbox } from "./photo-outbox-runtime";

/** The Worker's refusal of a new photo for a job that holds the most it can (worker/lib/photo-upload.ts). */
const NO_ROOM = `Not uploaded: this job already holds ${PHOTOS_PER_JOB_MAX} photos, the most it can. Delete some from it to send this one, or discard it.`;

function statusOf(photo: OutboxPhoto, noRoom: boolean, online: boolean): string {
  if (photo.state === "sending") return "Uploading…";
  if (noRoom) return NO_ROOM;
  if (photo.state === "refused") return `Not uploaded: ${photo.problem ?? "Please try again."}`;
  return online ? "Waiting to upload" : "Waiting for signal";
}

/**
 * A photo still on this phone: its own thumbnail, what it is waiting for, and for a refused one, retry or discard. A photo
 * refused for what it is, or because the job is full while the job still has no room, is offered no retry: it could
 * only be refused again.
 */
export function QueuedPhotoTile({ photo, jobFull }: { photo: OutboxPhoto; jobFull: boolean }) {
  const preview = useObjectUrl(photo.thumb);
  const online = useOnline();
  const label = photo.caption || photo.filename;
  const noRoom = photo.state === "refused" && jobFull && photo.problem === PHOTO_JOB_FULL;
  const status = statusOf(photo, noRoom, online);
  const discard = () => void photoOutbox.discard(photo.id).catch(() => undefined);
  return (
    <li className="relative overflow-hidden rounded-lg border border-dashed border-primary bg-card" aria-label={`${label}: ${status}`}>
      {preview ? <img src={preview} alt="" className="aspect-[4/3] w-full bg-muted object-cover opacity-80" /> : <div className="aspect-[4/3] bg-muted" />}
      <p className={`flex items-start gap-1.5 p-2 text-sm font-medium ${photo.state === "refused" ? "text-destructive" : "text-muted-foreground"}`} role={photo.state === "refused" ? "alert" : "status"}>
        {photo.state === "sending" ? <Loader2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 animate-spin" /> : <CloudOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />}
        {status}
      </p>
      {photo.state === "refused" ? (
        <div className="flex gap-2 px-2 pb-2">
          {noRoom || photo.final ? (
            <Button variant="outline" className="flex-1 px-2" aria-label={`Discard ${label}`} onClick={discard}>
              <Trash2 aria-hidden className="h-4 w-4" />
              Discard
            </Button>
          ) : (
            <>
              <Button variant="outline" className="flex-1 px-2" onClick={() => void photoOutbox.retry(photo.id).then(() => photoOutbox.drain(), () => undefined)}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                Retry
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Discard ${label}`} onClick={discard}>
                <Trash2 aria-hidden className="h-5 w-5" />
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
