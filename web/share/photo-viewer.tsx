import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef } from "react";
import type { SharedPhoto } from "../../shared/schemas/share";
import { Button } from "../components/ui/button";

type Props = {
  photos: SharedPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  labels: Record<SharedPhoto["category"], string>;
};

const SWIPE_PX = 50;

/** Full screen in a native <dialog> (focus trap and Escape for free); swipe or arrow keys move between photos, pinch zoom is the browser's own. */
export function PhotoViewer({ photos, index, onIndex, onClose, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const photo = photos[index]!;
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label="Photo viewer"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(1);
        if (event.key === "ArrowLeft") go(-1);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-2">
          <span className="px-2 text-sm">
            {index + 1} / {photos.length} · {labels[photo.category]}
          </span>
          <Button variant="ghost" size="icon" aria-label="Close" onClick={() => dialog.current?.close()}>
            <X aria-hidden className="h-6 w-6" />
          </Button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center"
          onPointerDown={(event) => (swipeFrom.current = event.clientX)}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from !== null && Math.abs(event.clientX - from) > SWIPE_PX) go(event.clientX < from ? 1 : -1);
          }}
        >
          <img src={photo.url} alt={photo.caption ?? "Job photo"} className="max-h-full max-w-full object-contain" />
          {photos.length > 1 ? (
            <>
              <Button variant="ghost" size="icon" aria-label="Previous photo" className="absolute left-2" onClick={() => go(-1)}>
                <ChevronLeft aria-hidden className="h-7 w-7" />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Next photo" className="absolute right-2" onClick={() => go(1)}>
                <ChevronRight aria-hidden className="h-7 w-7" />
              </Button>
            </>
          ) : null}
        </div>
        {photo.caption ? <p className="break-words p-4 text-center">{photo.caption}</p> : null}
      </div>
    </dialog>
  );
}
