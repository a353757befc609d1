import { Suspense, useEffect, useRef, useState } from "react";
import type { Markup } from "../../../shared/schemas/markup";
import type { Photo } from "../../../shared/schemas/photo";
import { type PhotoMarkup, usePhotoMarkup, useSaveMarkup } from "../../api/photos";
import { dismissAllToasts, toast } from "../../components/ui/toast-store";
import { resizePhoto } from "../../lib/photo-resize";
import { toastFailure } from "../feedback/failure-toast";
import { lazyPage } from "../../components/lazy-page";

const MarkupEditor = lazyPage(() => import("../../components/markup/markup-editor"));

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-slate-950 text-slate-200">
      {text}
    </div>
  );
}

/**
 * The markup tool on one photo. The shapes are read fresh from the server each time it opens, and
 * the version they came with is the one a save is checked against, so a save never lands on
 * markup the user did not see.
 */
export function MarkupSession({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const latest = usePhotoMarkup(photo.id);
  const save = useSaveMarkup(photo.jobId);
  const [opened, setOpened] = useState<PhotoMarkup | null>(null);
  const saving = useRef(false);

  useEffect(dismissAllToasts, []);

  const fresh = latest.isFetchedAfterMount && latest.isSuccess ? latest.data : null;
  useEffect(() => {
    if (fresh && !opened) setOpened(fresh);
  }, [fresh, opened]);

  const failed = !opened && latest.isError ? latest.error : null;
  useEffect(() => {
    if (!failed) return;
    toastFailure("Couldn't open the markup", failed);
    onClose();
  }, [failed, onClose]);

  if (!opened) return failed ? null : <Loading text="Loading markup…" />;

  const onSave = async ({ markup, rendition }: { markup: Markup; rendition: Blob }) => {
    if (saving.current) return;
    saving.current = true;
    try {
      const { thumb } = await resizePhoto(rendition);
      await save.mutateAsync({ jobId: photo.jobId, id: photo.id, markup, baseVersion: opened.markupVersion, rendition, renditionThumb: thumb });
      toast({ title: "Markup saved", description: "The marked-up photo is shown in the job; the original is kept." });
      onClose();
    } catch (error) {
      toastFailure("Markup not saved", error);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Suspense fallback={<Loading text="Opening the markup tool…" />}>
      <MarkupEditor imageUrl={photo.originalUrl} initial={opened.markup} saving={save.isPending} onSave={onSave} onClose={onClose} onLoadFailed={onClose} />
    </Suspense>
  );
}
