import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { useBackCloses } from "../../lib/back-closes";
import { Button } from "../ui/button";
import { ZoomStage } from "./zoom-stage";

export type ViewerPhoto = { id: string; src: string; alt: string; caption: string | null; badge: string };

type Props = {
  photos: ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Buttons for the photo shown, in a toolbar under it (within thumb reach on a phone). */
  actions?: (photo: ViewerPhoto) => ReactNode;
};

/**
 * Full screen in a native <dialog> (focus trap and top layer for free). Swipe, the arrow keys or the
 * side buttons page through; pinch, double tap or the wheel zoom.
 */
export function PhotoViewer({ photos, index, onIndex, onClose, actions }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const photo = photos[index];
  const many = photos.length > 1;
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  useBackCloses(() => {
    onClose();
    return true;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Events from portals rendered by `actions` (menus, confirm dialogs) bubble here through React, not the DOM.
    if (event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.currentTarget.close();
    } else if (many && event.key === "ArrowRight") {
      go(1);
    } else if (many && event.key === "ArrowLeft") {
      go(-1);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-label="Photo viewer"
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="dark m-0 h-dvh max-h-none w-screen max-w-none overscroll-contain bg-slate-950 p-0 text-white scheme-dark backdrop:bg-slate-950"
    >
      {photo ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center gap-2 p-2">
            <span aria-live="polite" className="min-w-0 flex-1 truncate px-2 text-sm">
              {`${index + 1} / ${photos.length} · ${photo.badge}`}
            </span>
            <Button variant="ghost" size="icon" aria-label="Close" onClick={() => dialog.current?.close()}>
              <X aria-hidden className="h-6 w-6" />
            </Button>
          </div>
          <div className="relative min-h-0 flex-1">
            <ZoomStage key={photo.id} src={photo.src} alt={photo.alt} onSwipe={go} />
            {many ? (
              <>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Previous photo"
                  className="absolute left-2 top-1/2 -translate-y-1/2 opacity-80"
                  onClick={() => go(-1)}
                >
                  <ChevronLeft aria-hidden className="h-7 w-7" />
                </Button>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Next photo"
                  className="absolute right-2 top-1/2 -translate-y-1/2 opacity-80"
                  onClick={() => go(1)}
                >
                  <ChevronRight aria-hidden className="h-7 w-7" />
                </Button>
              </>
            ) : null}
          </div>
          {photo.caption ? <p className="max-h-[30dvh] overflow-y-auto break-words p-4 text-center">{photo.caption}</p> : null}
          {actions ? (
            <div role="toolbar" aria-label="Photo actions" className="mx-auto flex w-full max-w-xl gap-1 border-t border-white/10 px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))]">
              {actions(photo)}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
