import type { Markup, MarkupShape } from "../../../shared/schemas/markup";
import type { Size } from "./view-transform";

const tenth = (value: number) => Math.round(value * 10) / 10 + 0;

function rescale(shape: MarkupShape, rx: number, ry: number): MarkupShape {
  const placed = { ...shape, x: tenth(shape.x * rx), y: tenth(shape.y * ry) };
  switch (placed.type) {
    case "pen":
    case "line":
    case "arrow":
      return { ...placed, points: placed.points.map((value, index) => tenth(value * (index % 2 === 0 ? rx : ry))) };
    case "rect":
      return { ...placed, width: tenth(placed.width * rx), height: tenth(placed.height * ry) };
    case "circle":
      return { ...placed, radius: tenth(placed.radius * Math.sqrt(rx * ry)) };
    case "text":
      return placed;
  }
}

/**
 * The saved shapes to edit on this photo. Markup saved against a photo of another pixel size (one
 * re-encoded since) is moved and stretched to cover the same parts of it.
 */
export function shapesForPhoto(markup: Markup | null, photo: Size): MarkupShape[] {
  if (!markup) return [];
  if (markup.width === photo.width && markup.height === photo.height) return markup.shapes;
  const rx = photo.width / markup.width;
  const ry = photo.height / markup.height;
  return markup.shapes.map((shape) => rescale(shape, rx, ry));
}

export function toMarkup(photo: Size, shapes: readonly MarkupShape[]): Markup {
  return { version: 1, width: photo.width, height: photo.height, shapes: [...shapes] };
}
