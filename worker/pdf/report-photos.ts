import { PHOTO_CATEGORY_LABELS } from "../../shared/domain/photo-text";
import { MARGIN, MUTED, RULE, type PageWriter } from "./page-writer";
import { MISSING_PHOTO, type PhotoImage } from "./photo-images";
import type { ReportPhoto } from "./report-model";

const PER_PAGE = 2;
const CAPTION_ROOM = 40;
const MIN_CAPTION_WIDTH = 240;
const CAPTION_SIZE = 10;
const CAPTION_GAP = 6;
const SLOT_GAP = 8;

function captionOf(photo: ReportPhoto, index: number): string {
  const kind = [PHOTO_CATEGORY_LABELS[photo.category], photo.marked ? "marked up" : ""].filter(Boolean).join(", ");
  return `${index + 1}. ${photo.caption?.trim() || "Photo"} (${kind})`;
}

/**
 * The caption sits right under the picture, starting at its left edge (centred when the picture is narrower than a
 * caption). The picture is made smaller to leave the caption room for all its lines, measured at its narrowest.
 */
function writePhoto(writer: PageWriter, photo: ReportPhoto, index: number, placed: PhotoImage, slotHeight: number): void {
  const captionRoom = Math.max(CAPTION_ROOM, writer.textHeight(captionOf(photo, index), { size: CAPTION_SIZE, width: MIN_CAPTION_WIDTH }) + CAPTION_GAP + SLOT_GAP);
  const boxHeight = slotHeight - captionRoom;
  const width = writer.contentWidth;
  const top = writer.y;
  let caption = { indent: 0, width, below: boxHeight };
  if (placed.image) {
    const scale = Math.min(width / placed.image.width, boxHeight / placed.image.height);
    const drawn = { width: placed.image.width * scale, height: placed.image.height * scale };
    writer.page.drawImage(placed.image, { x: MARGIN + (width - drawn.width) / 2, y: top - drawn.height, ...drawn });
    const captionWidth = Math.max(drawn.width, MIN_CAPTION_WIDTH);
    caption = { indent: (width - captionWidth) / 2, width: captionWidth, below: drawn.height };
  } else {
    writer.page.drawRectangle({ x: MARGIN, y: top - boxHeight, width, height: boxHeight, borderColor: RULE, borderWidth: 1 });
    writer.y = top - boxHeight / 2;
    writer.text(placed.problem, { size: 11, bold: true, color: MUTED, indent: 16, width: width - 32 });
  }
  writer.y = top - caption.below - CAPTION_GAP;
  writer.text(captionOf(photo, index), { size: CAPTION_SIZE, indent: caption.indent, width: caption.width });
  writer.y = top - slotHeight;
}

/** Two photos a page, each the marked-up rendition where there is one, with its caption and category. */
export function writePhotos(writer: PageWriter, photos: ReportPhoto[], images: Map<string, PhotoImage>): void {
  if (!photos.length) return;
  photos.forEach((photo, index) => {
    if (index % PER_PAGE === 0) {
      writer.newPage();
      writer.heading(index === 0 ? "Photos" : "Photos (continued)");
    }
    const slotHeight = (writer.room - 8) / (PER_PAGE - (index % PER_PAGE));
    writePhoto(writer, photo, index, images.get(photo.key) ?? { problem: MISSING_PHOTO }, slotHeight);
  });
}
