import { PenLine } from "lucide-react";
import { PHOTOS_PER_JOB_MAX } from "../../../shared/constants";
import { PHOTO_CATEGORY_LABELS, photoAlt } from "../../../shared/domain/photo-text";
import type { Photo } from "../../../shared/schemas/photo";
import { Button } from "../../components/ui/button";
import type { OutboxPhoto } from "../../offline/photo-outbox";
import { QueuedPhotoTile } from "./queued-photo-tile";
import { FIRST_ROWS_PHOTOS, useFirstRowsFirst } from "./first-rows-first";

const THUMB_WIDTH = 400;
const THUMB_HEIGHT = 300;

const thumbnail = (photo: Photo, index: number) => ({
  src: photo.thumbnailUrl,
  alt: photoAlt(photo, index),
  width: THUMB_WIDTH,
  height: THUMB_HEIGHT,
  decoding: "async" as const,
  className: "aspect-[4/3] h-auto w-full bg-muted object-cover",
});

type Props = { photos: Photo[]; queued: OutboxPhoto[]; onOpen: (index: number) => void; onMarkup?: (photo: Photo) => void };

/** The tiles a phone shows without scrolling (FIRST_ROWS_PHOTOS) load first; the rest wait until these are in, then until they come near the screen. */
export function PhotoGrid({ photos, queued, onOpen, onMarkup }: Props) {
  const { othersMayLoad, onSettled } = useFirstRowsFirst(photos.slice(0, FIRST_ROWS_PHOTOS).map((photo) => photo.id));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Job photos">
      {photos.map((photo, index) => (
        <li key={photo.id} className="group relative overflow-hidden rounded-lg border border-border bg-card">
          <button type="button" className="block w-full text-left" onClick={() => onOpen(index)} aria-label={`Open ${photoAlt(photo, index)}`}>
            {index < FIRST_ROWS_PHOTOS ? (
              <img {...thumbnail(photo, index)} fetchPriority="high" onLoad={() => onSettled(photo.id)} onError={() => onSettled(photo.id)} />
            ) : othersMayLoad ? (
              <img {...thumbnail(photo, index)} loading="lazy" />
            ) : (
              <span aria-hidden className="block aspect-[4/3] w-full bg-muted" />
            )}
            <span className="flex items-center gap-1.5 p-2 text-sm">
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{PHOTO_CATEGORY_LABELS[photo.category]}</span>
              {photo.hasMarkup ? <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-semibold text-primary">Marked up</span> : null}
            </span>
            {photo.caption ? <span className="block truncate px-2 pb-2 text-sm" title={photo.caption}>{photo.caption}</span> : null}
          </button>
          {onMarkup ? (
            <Button variant="secondary" size="icon" aria-label={`Mark up ${photoAlt(photo, index)}`} className="absolute right-1.5 top-1.5 shadow" onClick={() => onMarkup(photo)}>
              <PenLine aria-hidden className="h-5 w-5" />
            </Button>
          ) : null}
        </li>
      ))}
      {queued.map((photo) => (
        <QueuedPhotoTile key={photo.id} photo={photo} jobFull={photos.length >= PHOTOS_PER_JOB_MAX} />
      ))}
    </ul>
  );
}
