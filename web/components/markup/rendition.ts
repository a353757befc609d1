import { Group } from "konva/lib/Group";
import { Image as KonvaImage } from "konva/lib/shapes/Image";
import type { Markup } from "../../../shared/schemas/markup";
import { createShapeNode } from "./konva-nodes";
import { renditionSize } from "./rendition-size";
import { markupUnit, shapeToNode } from "./shape-nodes";

export const DOWNLOAD_NAME = "marked-up-image.png";
export const RENDITION_TYPE = "image/jpeg";
export const RENDITION_QUALITY = 0.85;

/**
 * The photo with its marks burnt in, drawn from the markup itself (not the screen), at photo scale
 * capped to MARKUP_RENDITION_EDGE: a detached group, so neither zoom nor the selection handles show.
 */
function drawRendition(image: HTMLImageElement, markup: Markup): HTMLCanvasElement {
  const size = renditionSize(markup.width, markup.height);
  const unit = markupUnit(markup.width, markup.height);
  const group = new Group({ scaleX: size.scale, scaleY: size.scale, listening: false });
  group.add(new KonvaImage({ image, width: markup.width, height: markup.height }));
  for (const shape of markup.shapes) group.add(createShapeNode(shapeToNode(shape, unit)));
  try {
    return group.toCanvas({ x: 0, y: 0, width: size.width, height: size.height, pixelRatio: 1 });
  } finally {
    group.destroy();
  }
}

/** Encodes the rendition, then frees the canvas at once: iOS counts canvas memory until it is released. */
export function renderRendition(image: HTMLImageElement, markup: Markup, type: string, quality?: number): Promise<Blob> {
  const canvas = drawRendition(image, markup);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        canvas.width = 0;
        canvas.height = 0;
        if (blob) resolve(blob);
        else reject(new Error("The marked-up photo could not be made"));
      },
      type,
      quality,
    );
  });
}

export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
