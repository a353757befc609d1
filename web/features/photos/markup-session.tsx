import { Suspense, lazy, useEffect } from "react";
import type { Photo } from "../../../shared/schemas/photo";
import { usePhotoMarkup, useSaveMarkup } from "../../api/photos";
import { dismissAllToasts, toast } from "../../components/ui/toast-store";
import { resizePhoto } from "../../lib/photo-resize";
import { toastFailure } from "../feedback/failure-toast";

const MarkupEditor = lazy(() => import("../markup/markup-editor"));

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-slate-950 text-slate-200">
      {text}
    </div>
  );
}

/** The markup tool on one photo: its saved shapes loaded to keep editing, a save stored as shapes plus renditions. */
export function MarkupSession({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const saved = usePhotoMarkup(photo.id);
  const save = useSaveMarkup(photo.jobId);

  useEffect(dismissAllToasts, []);

  const failed = saved.isError ? saved.error : null;
  useEffect(() => {
    if (!failed) return;
    toastFailure("Couldn't open the markup", failed);
    onClose();
  }, [failed, onClose]);

  if (saved.isPending) return <Loading text="Loading markup…" />;
  if (saved.isError) return null;

  const onSave = async ({ markup, rendition }: { markup: NonNullable<typeof saved.data.markup>; rendition: Blob }) => {
    if (save.isPending) return;
    try {
      const { thumb } = await resizePhoto(rendition);
      await save.mutateAsync({ jobId: photo.jobId, id: photo.id, markup, baseVersion: saved.data.markupVersion, rendition, renditionThumb: thumb });
      toast({ title: "Markup saved", description: "The marked-up photo is shown in the job; the original is kept." });
      onClose();
    } catch (error) {
      toastFailure("Markup not saved", error);
    }
  };

  return (
    <Suspense fallback={<Loading text="Opening the markup tool…" />}>
      <MarkupEditor imageUrl={photo.originalUrl} initial={saved.data.markup} saving={save.isPending} onSave={onSave} onClose={onClose} />
    </Suspense>
  );
}
