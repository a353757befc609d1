import { MARKUP_POINTS_MAX, MARKUP_TEXT_MAX } from "../../../shared/constants";
import { isWellFormed, sanitizeLine } from "../../../shared/schemas/fields";
import { cleanText } from "../../../shared/domain/visible-text";
import type { MarkupShape } from "../../../shared/schemas/markup";
import type { MarkupColor } from "./markup-palette";
import type { Point } from "./shape-nodes";

export type DrawTool = "pen" | "line" | "arrow" | "rect" | "circle";
export type ShapeStyle = { id: string; color: MarkupColor; size: number };
/** A shape being drawn: where the finger went down, and the shape as it stands. */
export type Draft = { start: Point; shape: MarkupShape };

const tenth = (value: number) => Math.round(value * 10) / 10 + 0;

function placement(style: ShapeStyle, at: Point) {
  return { ...style, x: tenth(at.x), y: tenth(at.y), rotation: 0, scaleX: 1, scaleY: 1 };
}

export function startDraft(tool: DrawTool, at: Point, style: ShapeStyle): Draft {
  const base = placement(style, at);
  const start = { x: base.x, y: base.y };
  switch (tool) {
    case "pen":
      return { start, shape: { ...base, type: "pen", points: [0, 0] } };
    case "line":
    case "arrow":
      return { start, shape: { ...base, type: tool, points: [0, 0, 0, 0] } };
    case "rect":
      return { start, shape: { ...base, type: "rect", width: 0, height: 0 } };
    case "circle":
      return { start, shape: { ...base, type: "circle", radius: 0 } };
  }
}

/** The draft after the finger moved to `at`; a pen skips points closer than `minStep` to the last one. */
export function moveDraft(draft: Draft, at: Point, minStep: number): Draft {
  const { start, shape } = draft;
  const dx = tenth(at.x - start.x);
  const dy = tenth(at.y - start.y);
  switch (shape.type) {
    case "pen": {
      const lastX = shape.points.at(-2) ?? 0;
      const lastY = shape.points.at(-1) ?? 0;
      if (shape.points.length + 2 > MARKUP_POINTS_MAX || Math.hypot(dx - lastX, dy - lastY) < minStep) return draft;
      return { start, shape: { ...shape, points: [...shape.points, dx, dy] } };
    }
    case "line":
    case "arrow":
      return { start, shape: { ...shape, points: [0, 0, dx, dy] } };
    case "rect":
      return {
        start,
        shape: { ...shape, x: tenth(start.x + Math.min(0, dx)), y: tenth(start.y + Math.min(0, dy)), width: Math.abs(dx), height: Math.abs(dy) },
      };
    case "circle":
      return { start, shape: { ...shape, radius: tenth(Math.hypot(dx, dy)) } };
    default:
      return draft;
  }
}

/** The finished shape, or null when the drag was a tap (shorter than `minSize`) for a shape that needs a size. */
export function finishDraft(draft: Draft, minSize: number): MarkupShape | null {
  const { shape } = draft;
  switch (shape.type) {
    case "line":
    case "arrow": {
      const length = Math.hypot(shape.points[2] ?? 0, shape.points[3] ?? 0);
      return length > 0 && length >= minSize ? shape : null;
    }
    case "rect":
      return shape.width > 0 && shape.height > 0 && Math.max(shape.width, shape.height) >= minSize ? shape : null;
    case "circle":
      return shape.radius > 0 && shape.radius >= minSize ? shape : null;
    default:
      return shape;
  }
}

/** Typed text as a text mark holds it: one line without hidden characters, cleaned like stored text, at most MARKUP_TEXT_MAX long; null when nothing is left. */
export function cleanMarkupText(raw: string): string | null {
  let text = sanitizeLine(raw);
  if (text.length > MARKUP_TEXT_MAX) text = cleanText(text.slice(0, MARKUP_TEXT_MAX).replace(/[\uD800-\uDBFF]$/, ""));
  return text && isWellFormed(text) ? text : null;
}

export function textShape(text: string, at: Point, style: ShapeStyle): MarkupShape {
  return { ...placement(style, at), type: "text", text };
}
