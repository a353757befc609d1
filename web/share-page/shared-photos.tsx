import { Camera, Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { PHOTO_CATEGORY_LABELS } from "../../shared/domain/photo-text";
import type { SharedPhoto } from "../../shared/schemas/share";
import type { ViewerPhoto } from "../components/photo-viewer/photo-viewer";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { FormLoading } from "./share-form";
import { lazyExport } from "../components/lazy-page";

const AddSharedPhoto = lazyExport(() => import("./add-shared-photo"), "AddSharedPhoto");
const PhotoViewer = lazyExport(() => import("../components/photo-viewer/photo-viewer"), "PhotoViewer");

const toViewerPhoto = (photo: SharedPhoto): ViewerPhoto => ({
  id: photo.id,
  src: photo.url,
  alt: photo.caption ?? "Job photo",
  caption: photo.caption,
  badge: PHOTO_CATEGORY_LABELS[photo.category],
});

/** Said on the page itself: the share page has no toasts, where the app says a part did not load. */
export const VIEWER_UNAVAILABLE = "The photo viewer couldn't load. Check your signal and try again.";

type Props = { photos: SharedPhoto[]; upload?: { token: string; onAdded: (photo: SharedPhoto) => void } };

export function SharedPhotos({ photos, upload }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Camera aria-hidden className="h-5 w-5 text-primary" />
          Photos
        </h2>
        {upload && !adding ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-5 w-5" />
            Add photos
          </Button>
        ) : null}
      </div>
      {upload && adding ? (
        <Suspense fallback={<FormLoading />}>
          <AddSharedPhoto token={upload.token} onAdded={upload.onAdded} onDone={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {photos.length === 0 ? (
        <p className="text-muted-foreground">No photos yet.</p>
      ) : (
        <ul aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  setOpen(index);
                }}
                className="group relative block aspect-square w-full overflow-hidden rounded-lg bg-muted focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                aria-label={`Open ${PHOTO_CATEGORY_LABELS[photo.category].toLowerCase()} photo${photo.caption ? `: ${photo.caption}` : ""}`}
              >
                <img src={photo.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
                <span className="absolute left-2 top-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">{PHOTO_CATEGORY_LABELS[photo.category]}</span>
                {photo.caption ? (
                  <span className="absolute inset-x-0 bottom-0 bg-slate-900/80 p-2 text-left text-sm text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                    {photo.caption}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos.map(toViewerPhoto)}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            onLoadFailed={() => {
              setOpen(null);
              setProblem(VIEWER_UNAVAILABLE);
            }}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
