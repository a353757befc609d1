import type { MarkupShape } from "../../../shared/schemas/markup";
import { arrowHeadOf, fontSizeOf, pairs, penWidthOf, type Point, strokeWidthOf } from "./shape-nodes";

type TextShape = Extract<MarkupShape, { type: "text" }>;
type TextSize = { width: number; height: number };
/** The drawn size of a text mark before its scale; the editor asks konva, which lays the text out. */
export type TextMeasure = (shape: TextShape) => TextSize | null;

const estimateText = (shape: TextShape, unit: number): TextSize => {
  const font = fontSizeOf(shape.size, unit);
  return { width: 0.6 * font * Array.from(shape.text).length, height: font };
};

/** The point in the shape's own coordinates: its position, rotation and scale undone (konva applies them in that order). */
export function toLocal(shape: MarkupShape, point: Point): Point {
  const dx = point.x - shape.x;
  const dy = point.y - shape.y;
  const angle = (-shape.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: (dx * cos - dy * sin) / shape.scaleX, y: (dx * sin + dy * cos) / shape.scaleY };
}

function segmentDistance(point: Point, a: Point, b: Point) {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const length2 = vx * vx + vy * vy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((point.x - a.x) * vx + (point.y - a.y) * vy) / length2));
  return Math.hypot(point.x - (a.x + t * vx), point.y - (a.y + t * vy));
}

function polylineDistance(point: Point, flat: readonly number[]) {
  const points = pairs(flat).map(([x, y]) => ({ x, y }));
  if (points.length === 1) return Math.hypot(point.x - points[0]!.x, point.y - points[0]!.y);
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < points.length; index += 1) best = Math.min(best, segmentDistance(point, points[index - 1]!, points[index]!));
  return best;
}

function rectBorderDistance(point: Point, width: number, height: number) {
  const outsideX = Math.max(-point.x, 0, point.x - width);
  const outsideY = Math.max(-point.y, 0, point.y - height);
  if (outsideX > 0 || outsideY > 0) return Math.hypot(outsideX, outsideY);
  return Math.min(point.x, width - point.x, point.y, height - point.y);
}

/**
 * Whether a finger at `point` touches the shape's drawn marks (outlines, not the space inside a
 * rectangle or circle). `tolerance` is the finger's reach in photo pixels.
 */
export function hitShape(shape: MarkupShape, point: Point, tolerance: number, unit: number, measure?: TextMeasure): boolean {
  const scale = Math.min(Math.abs(shape.scaleX), Math.abs(shape.scaleY));
  if (!(scale > 0)) return false;
  const local = toLocal(shape, point);
  const reach = tolerance / scale;
  const halfStroke = strokeWidthOf(shape.size, unit) / 2;
  switch (shape.type) {
    case "pen":
      return polylineDistance(local, shape.points) <= reach + penWidthOf(shape.size, unit) / 2;
    case "line":
      return polylineDistance(local, shape.points) <= reach + halfStroke;
    case "arrow": {
      const tip = { x: shape.points[2] ?? 0, y: shape.points[3] ?? 0 };
      return polylineDistance(local, shape.points) <= reach + halfStroke || Math.hypot(local.x - tip.x, local.y - tip.y) <= reach + arrowHeadOf(unit);
    }
    case "rect":
      return rectBorderDistance(local, shape.width, shape.height) <= reach + halfStroke;
    case "circle":
      return Math.abs(Math.hypot(local.x, local.y) - shape.radius) <= reach + halfStroke;
    case "text": {
      const box = measure?.(shape) ?? estimateText(shape, unit);
      return local.x >= -reach && local.y >= -reach && local.x <= box.width + reach && local.y <= box.height + reach;
    }
  }
}

/** The id of the topmost shape the finger touches, leaving out `skip`. */
export function topmostHit(
  shapes: readonly MarkupShape[],
  point: Point,
  tolerance: number,
  unit: number,
  measure?: TextMeasure,
  skip: ReadonlySet<string> = new Set(),
): string | null {
  for (let index = shapes.length - 1; index >= 0; index -= 1) {
    const shape = shapes[index]!;
    if (!skip.has(shape.id) && hitShape(shape, point, tolerance, unit, measure)) return shape.id;
  }
  return null;
}

/** The shapes an eraser dragged from `from` to `to` passes over, topmost first at each step, leaving out `skip`. */
export function hitsAlong(
  shapes: readonly MarkupShape[],
  from: Point,
  to: Point,
  tolerance: number,
  unit: number,
  measure?: TextMeasure,
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const found = new Set(skip);
  const hits: string[] = [];
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / Math.max(tolerance, 1e-6)));
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const id = topmostHit(shapes, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }, tolerance, unit, measure, found);
    if (id) {
      found.add(id);
      hits.push(id);
    }
  }
  return hits;
}
