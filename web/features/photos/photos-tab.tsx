import { Camera, Eye, EyeOff, PenLine, RefreshCw, Tag, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { PHOTO_CATEGORY_LABELS } from "../../../shared/domain/photo-text";
import type { Job } from "../../../shared/schemas/job";
import type { Photo } from "../../../shared/schemas/photo";
import { useDeletePhoto, usePhotos, useRemoveMarkup } from "../../api/photos";
import { PhotoViewer, type ViewerPhoto } from "../../components/photo-viewer/photo-viewer";
import { accessAllows } from "../../../shared/domain/job-access";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";
import { MarkupSession } from "./markup-session";
import { PhotoDetailsDialog } from "./photo-details-dialog";
import { PhotoGrid } from "./photo-grid";
import { photoAlt } from "../../../shared/domain/photo-text";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { photoOutbox, useOutboxPhotos } from "./photo-outbox-runtime";
import { PhotoUploader } from "./photo-uploader";
import { ViewOnlyHandover } from "./view-only-handover";
import { waitsForSignal } from "../../api/query-offline";
import { useFocusBack } from "../../lib/use-focus-back";

type Open = { kind: "viewer"; index: number } | { kind: "markup" | "details" | "delete"; photo: Photo } | { kind: "unmark"; photo: Photo; index: number } | null;

const viewerAction = "flex min-h-14 min-w-0 flex-1 basis-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-center text-xs font-semibold leading-tight text-white hover:bg-white/10";

export function PhotosTab({ job }: { job: Job }) {
  const photos = usePhotos(job.id);
  const [open, setOpen] = useState<Open>(null);
  const [originals, setOriginals] = useState<ReadonlySet<string>>(new Set());
  const remove = useDeletePhoto(job.id);
  const removeMarkup = useRemoveMarkup(job.id);
  const close = useCallback(() => setOpen(null), []);
  useFocusBack(open !== null);
  const list = photos.data ?? [];
  const queued = useOutboxPhotos().filter((photo) => photo.jobId === job.id);

  const toggleOriginal = (id: string) =>
    setOriginals((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const viewerPhotos: ViewerPhoto[] = list.map((photo, index) => ({
    id: photo.id,
    src: originals.has(photo.id) ? photo.originalUrl : photo.url,
    alt: photoAlt(photo, index),
    caption: photo.caption,
    badge: `${PHOTO_CATEGORY_LABELS[photo.category]}${photo.hasMarkup ? (originals.has(photo.id) ? " · Original" : " · Marked up") : ""}`,
  }));

  const confirmDelete = (photo: Photo) =>
    remove.mutate(
      { jobId: job.id, id: photo.id },
      {
        onSuccess: () => {
          toast({ title: "Photo deleted" });
          close();
          void photoOutbox.release(job.id).then(() => photoOutbox.drain(), () => undefined);
        },
        onError: (error) => toastFailure("Photo not deleted", error),
      },
    );

  const backToViewer = () => setOpen((shown) => (shown?.kind === "unmark" ? { kind: "viewer", index: shown.index } : shown));
  const confirmUnmark = (photo: Photo) =>
    removeMarkup.mutate(
      { jobId: job.id, id: photo.id, baseVersion: photo.markupVersion },
      {
        onSuccess: () => {
          toast({ title: "Markup removed", description: "The original photo is shown again." });
          backToViewer();
        },
        onError: (error) => toastFailure("Markup not removed", error),
      },
    );

  const editable = accessAllows(job.access.level, "edit");
  const actions = (shown: ViewerPhoto) => {
    const photo = list.find((item) => item.id === shown.id);
    if (!photo) return null;
    const iconButton = (label: string, Icon: typeof Tag, onClick: () => void) => (
      <button type="button" onClick={onClick} className={viewerAction}>
        <Icon aria-hidden className="h-5 w-5" />
        {label}
      </button>
    );
    return (
      <>
        {photo.hasMarkup ? iconButton(originals.has(photo.id) ? "Show markup" : "Show original", originals.has(photo.id) ? EyeOff : Eye, () => toggleOriginal(photo.id)) : null}
        {editable && photo.hasMarkup ? iconButton("Remove markup", RefreshCw, () => setOpen({ kind: "unmark", photo, index: list.indexOf(photo) })) : null}
        {editable ? iconButton("Mark up", PenLine, () => setOpen({ kind: "markup", photo })) : null}
        {editable ? iconButton("Details", Tag, () => setOpen({ kind: "details", photo })) : null}
        {editable ? iconButton("Delete", Trash2, () => setOpen({ kind: "delete", photo })) : null}
      </>
    );
  };

  return (
    <div className="space-y-5">
      {editable ? <PhotoUploader jobId={job.id} /> : <ViewOnlyHandover jobId={job.id} />}
      {photos.isPending ? (
        <p className="text-muted-foreground">{waitsForSignal(photos) ? OFFLINE_NOTE : "Loading photos…"}</p>
      ) : photos.isError ? (
        <EmptyState icon={RefreshCw} title="Couldn't load the photos" description="Check your connection and try again." action={<Button onClick={() => photos.refetch()}>Try again</Button>} />
      ) : list.length === 0 && queued.length === 0 ? (
        <EmptyState icon={Camera} title="No photos yet" description={editable ? "Take or choose photos of the vehicle: before, during and after the wrap." : "Photos of the vehicle show here once they are added."} />
      ) : null}
      {list.length || queued.length ? (
        <PhotoGrid photos={list} queued={queued} onOpen={(index) => setOpen({ kind: "viewer", index })} onMarkup={editable ? (photo) => setOpen({ kind: "markup", photo }) : undefined} />
      ) : null}
      {open?.kind === "viewer" && viewerPhotos.length ? (
        <PhotoViewer photos={viewerPhotos} index={Math.min(open.index, viewerPhotos.length - 1)} onIndex={(index) => setOpen({ kind: "viewer", index })} onClose={close} actions={actions} />
      ) : null}
      {open?.kind === "markup" ? <MarkupSession photo={open.photo} onClose={close} /> : null}
      {open?.kind === "details" ? <PhotoDetailsDialog photo={open.photo} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.kind === "delete"}
        onOpenChange={(next) => !next && close()}
        title="Delete this photo?"
        description="The photo and its markup are removed from the job. This cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => open?.kind === "delete" && confirmDelete(open.photo)}
      />
      <ConfirmDialog
        open={open?.kind === "unmark"}
        onOpenChange={(next) => !next && backToViewer()}
        title="Remove the markup?"
        description="The marks on this photo are deleted. The original photo stays."
        confirmLabel="Remove"
        pending={removeMarkup.isPending}
        onConfirm={() => open?.kind === "unmark" && confirmUnmark(open.photo)}
      />
    </div>
  );
}
