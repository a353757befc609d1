import { CloudUpload } from "lucide-react";
import { Link } from "wouter";
import { useOnline } from "../../lib/use-online";
import { jobPath } from "../../lib/routes";
import { useOutboxPhotos } from "./photo-outbox-runtime";

const photos = (count: number) => (count === 1 ? "1 photo" : `${count} photos`);

/** Anywhere in the app: photos still on this phone, so nobody closes the app thinking they are uploaded. */
export function OutboxBanner() {
  const queued = useOutboxPhotos();
  const online = useOnline();
  if (queued.length === 0) return null;
  const refused = queued.filter((photo) => photo.state === "refused").length;
  const waiting = queued.length - refused;
  const first = queued.find((photo) => photo.state === "refused") ?? queued[0]!;
  const parts = [
    waiting ? `${photos(waiting)} waiting to upload${online ? "" : "; they will go when the signal returns"}` : null,
    refused ? `${photos(refused)} not uploaded` : null,
  ].filter(Boolean);
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 pt-4">
      <div className={`flex items-center gap-3 rounded-lg border p-3 text-sm ${refused ? "border-destructive text-destructive" : "border-primary"}`}>
        <CloudUpload aria-hidden className="h-5 w-5 shrink-0" />
        <p className="min-w-0 flex-1 font-medium">{parts.join(" · ")}</p>
        <Link href={jobPath(first.jobId, "photos")} className="min-h-11 shrink-0 content-center font-semibold underline">
          Show
        </Link>
      </div>
    </div>
  );
}
