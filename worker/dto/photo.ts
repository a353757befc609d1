import type { Photo } from "../../shared/schemas/photo";
import type { PhotoRow } from "../db/queries/photo-columns";

const imageUrl = (row: PhotoRow, variant: string) => `/api/photos/${row.id}/${variant}`;
/** Annotated renditions are replaced on each save; the version in the URL makes each one its own cacheable address. */
const versioned = (row: PhotoRow, variant: string) => `${imageUrl(row, variant)}?v=${row.markupVersion}`;

export function toPhotoDto(row: PhotoRow): Photo {
  const originalUrl = imageUrl(row, "original");
  const thumbUrl = row.thumbKey ? imageUrl(row, "thumb") : originalUrl;
  return {
    id: row.id,
    jobId: row.jobId,
    filename: row.filename,
    caption: row.caption,
    category: row.category,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    url: row.annotatedKey ? versioned(row, "annotated") : originalUrl,
    thumbnailUrl: row.annotatedThumbKey ? versioned(row, "annotated-thumb") : thumbUrl,
    originalUrl,
    hasMarkup: row.hasMarkup,
    markupVersion: row.markupVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
