import { getStroke } from "perfect-freehand";
import { MARKUP_ARROW_HEAD, MARKUP_REFERENCE_EDGE, MARKUP_TEXT_SCALE } from "../../../shared/constants";
import type { MarkupShape } from "../../../shared/schemas/markup";
import type { MarkupColor } from "./markup-palette";

// perfect-freehand thins a stroke where it simulates light pressure; this keeps a pen mark about
// as heavy as a straight line of the same size.
const PEN_SIZE_FACTOR = 1.5;

const TEXT_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export type Point = { x: number; y: number };
export type NodeKind = "Path" | "Line" | "Arrow" | "Rect" | "Circle" | "Text";
export type NodeAttrs = Record<string, unknown>;
/** A konva class name and the attributes to build it with: plain data, so it can be tested without a canvas. */
export type NodeSpec = { kind: NodeKind; attrs: NodeAttrs };

export const markupUnit = (width: number, height: number) => Math.max(width, height) / MARKUP_REFERENCE_EDGE;
export const strokeWidthOf = (size: number, unit: number) => size * unit;
export const penWidthOf = (size: number, unit: number) => size * unit * PEN_SIZE_FACTOR;
export const fontSizeOf = (size: number, unit: number) => MARKUP_TEXT_SCALE * size * unit;
export const arrowHeadOf = (unit: number) => MARKUP_ARROW_HEAD * unit;

export function pairs(flat: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (let index = 0; index + 1 < flat.length; index += 2) result.push([flat[index]!, flat[index + 1]!]);
  return result;
}

const fixed = (value: number) => (Math.round(value * 100) / 100 + 0).toString();

/** The filled outline of a freehand stroke as SVG path data, smoothed with quadratic curves. */
export function penOutlinePath(points: readonly number[], size: number, unit: number): string {
  const outline = getStroke(pairs(points), { size: penWidthOf(size, unit), thinning: 0.5, smoothing: 0.5, streamline: 0.4, last: true });
  const first = outline[0];
  if (!first || outline.length < 3) return "";
  const parts = [`M${fixed(first[0])} ${fixed(first[1])}`];
  for (let index = 0; index < outline.length; index += 1) {
    const [x0, y0] = outline[index]!;
    const [x1, y1] = outline[(index + 1) % outline.length]!;
    parts.push(`Q${fixed(x0)} ${fixed(y0)} ${fixed((x0 + x1) / 2)} ${fixed((y0 + y1) / 2)}`);
  }
  return `${parts.join("")}Z`;
}

export function shapeToNode(shape: MarkupShape, unit: number): NodeSpec {
  const common = {
    id: shape.id,
    name: "markup-shape",
    x: shape.x,
    y: shape.y,
    rotation: shape.rotation,
    scaleX: shape.scaleX,
    scaleY: shape.scaleY,
    listening: false,
    markupType: shape.type,
    markupColor: shape.color,
    markupSize: shape.size,
  };
  const stroke = { stroke: shape.color, strokeWidth: strokeWidthOf(shape.size, unit), lineCap: "round", lineJoin: "round" };
  switch (shape.type) {
    case "pen":
      return {
        kind: "Path",
        attrs: { ...common, data: penOutlinePath(shape.points, shape.size, unit), fill: shape.color, markupPoints: [...shape.points] },
      };
    case "line":
      return { kind: "Line", attrs: { ...common, ...stroke, points: [...shape.points] } };
    case "arrow": {
      const head = arrowHeadOf(unit);
      return { kind: "Arrow", attrs: { ...common, ...stroke, fill: shape.color, points: [...shape.points], pointerLength: head, pointerWidth: head } };
    }
    case "rect":
      return { kind: "Rect", attrs: { ...common, ...stroke, width: shape.width, height: shape.height } };
    case "circle":
      return { kind: "Circle", attrs: { ...common, ...stroke, radius: shape.radius } };
    case "text":
      return {
        kind: "Text",
        attrs: { ...common, text: shape.text, fill: shape.color, fontSize: fontSizeOf(shape.size, unit), fontFamily: TEXT_FONT, fontStyle: "bold" },
      };
  }
}

const number = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places + 0;
const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is number => typeof item === "number") : []);

/** Reads a shape back from its node's attributes, with where the select tool moved, resized and turned it. */
export function nodeToShape(attrs: NodeAttrs): MarkupShape | null {
  const base = {
    id: String(attrs.id),
    color: attrs.markupColor as MarkupColor,
    size: number(attrs.markupSize, 0),
    x: round(number(attrs.x, 0), 2),
    y: round(number(attrs.y, 0), 2),
    rotation: round(number(attrs.rotation, 0), 2),
    scaleX: round(number(attrs.scaleX, 1), 4),
    scaleY: round(number(attrs.scaleY, 1), 4),
  };
  switch (attrs.markupType) {
    case "pen":
      return { ...base, type: "pen", points: numbers(attrs.markupPoints) };
    case "line":
    case "arrow":
      return { ...base, type: attrs.markupType, points: numbers(attrs.points) };
    case "rect":
      return { ...base, type: "rect", width: number(attrs.width, 0), height: number(attrs.height, 0) };
    case "circle":
      return { ...base, type: "circle", radius: number(attrs.radius, 0) };
    case "text":
      return { ...base, type: "text", text: String(attrs.text ?? "") };
    default:
      return null;
  }
}
