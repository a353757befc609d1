import { Suspense, useEffect, useRef, useState } from "react";
import type { Markup } from "../../../shared/schemas/markup";
import type { Photo } from "../../../shared/schemas/photo";
import { isApiError } from "../../api/http";
import { type PhotoMarkup, type SaveMarkupVariables, usePhotoMarkup, useRemoveMarkup, useSaveMarkup } from "../../api/photos";
import { MarkupStatus, MarkupWaiting } from "../../components/markup/markup-waiting";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { dismissAllToasts, toast } from "../../components/ui/toast-store";
import { resizePhoto } from "../../lib/photo-resize";
import { uuidv7 } from "../../lib/uuidv7";
import { toastFailure } from "../feedback/failure-toast";
import { lazyPage } from "../../components/lazy-page";
import { waitsForSignal } from "../../api/query-offline";

const MarkupEditor = lazyPage(() => import("../../components/markup/markup-editor"));

type SaveAttempt = { markup: string; variables: SaveMarkupVariables };

/** A save sent again after a lost answer while the server still holds the first try's claim (409 `idempotency_in_progress`). */
const EARLIER_TRY_STILL_STORING = "Your earlier save of these marks is still being stored. Tap Save again in a few minutes.";

/**
 * The markup tool on one photo. The shapes are read fresh from the server each time it opens, and
 * the version they came with is the one a save is checked against, so a save never lands on
 * markup the user did not see. A save of the same marks as the last one sent goes again as that
 * one, under its Idempotency-Key, so a save that landed but whose answer was lost is answered as saved. A save with every
 * mark cleared removes the photo's markup, as Remove markup does (or, with none saved, just closes). Closed
 * during a save (the user is asked first), the tool goes and the save carries on: its outcome is told in a toast.
 */
export function MarkupSession({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const latest = usePhotoMarkup(photo.id);
  const save = useSaveMarkup(photo.jobId);
  const remove = useRemoveMarkup(photo.jobId);
  const [opened, setOpened] = useState<PhotoMarkup | null>(null);
  const lastAttempt = useRef<SaveAttempt | null>(null);
  const open = useRef(true);

  useEffect(dismissAllToasts, []);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

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

  if (failed) return null;
  if (!opened) {
    const offline = waitsForSignal(latest);
    return (
      <MarkupWaiting subject="photo" onClose={onClose}>
        <MarkupStatus text={offline ? OFFLINE_NOTE : "Loading markup…"} spinning={!offline} />
      </MarkupWaiting>
    );
  }

  const attempt = async (markup: Markup, rendition: Blob): Promise<SaveMarkupVariables> => {
    const json = JSON.stringify(markup);
    if (lastAttempt.current?.markup === json) return lastAttempt.current.variables;
    const { thumb } = await resizePhoto(rendition);
    const variables = { jobId: photo.jobId, id: photo.id, idempotencyKey: uuidv7(), markup, baseVersion: opened.markupVersion, rendition, renditionThumb: thumb };
    lastAttempt.current = { markup: json, variables };
    return variables;
  };

  const clear = async () => {
    try {
      if (opened.markup) {
        await remove.mutateAsync({ jobId: photo.jobId, id: photo.id, baseVersion: opened.markupVersion });
        toast({ title: "Markup removed", description: "The original photo is shown again." });
      }
      if (open.current) onClose();
    } catch (error) {
      toastFailure("Markup not removed", error);
    }
  };

  const onSave = async ({ markup, rendition }: { markup: Markup; rendition: Blob }) => {
    if (markup.shapes.length === 0) return clear();
    try {
      await save.mutateAsync(await attempt(markup, rendition));
      toast({ title: "Markup saved", description: "The marked-up photo is shown in the job; the original is kept." });
      if (open.current) onClose();
    } catch (error) {
      if (isApiError(error, "idempotency_in_progress")) toast({ title: "Markup not saved", description: EARLIER_TRY_STILL_STORING, variant: "destructive" });
      else toastFailure("Markup not saved", error);
    }
  };

  return (
    <Suspense
      fallback={
        <MarkupWaiting subject="photo" onClose={onClose}>
          <MarkupStatus text="Opening the markup tool…" />
        </MarkupWaiting>
      }
    >
      <MarkupEditor imageUrl={photo.originalUrl} initial={opened.markup} saving={save.isPending || remove.isPending} onSave={onSave} onClose={onClose} onLoadFailed={onClose} />
    </Suspense>
  );
}
