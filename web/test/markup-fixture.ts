import type { MarkupShape } from "../../shared/schemas/markup";

/** One shape of every type, moved, turned and scaled, as tests of the markup modules use them. */
export const SAMPLE_SHAPES: MarkupShape[] = [
  { id: "pen-1", type: "pen", color: "#ef4444", size: 3, x: 10, y: 20, rotation: 0, scaleX: 1, scaleY: 1, points: [0, 0, 5.5, 2, 12, 8.5] },
  { id: "line-1", type: "line", color: "#22c55e", size: 1, x: 100, y: 50, rotation: 30, scaleX: 1.5, scaleY: 1.5, points: [0, 0, 80, 0] },
  { id: "arrow-1", type: "arrow", color: "#3b82f6", size: 5, x: 40, y: 60, rotation: -45.5, scaleX: 1, scaleY: 2, points: [0, 0, -30, 40] },
  { id: "rect-1", type: "rect", color: "#ffffff", size: 8, x: 200, y: 150, rotation: 90, scaleX: 0.5, scaleY: 1, width: 120, height: 60.5 },
  { id: "circle-1", type: "circle", color: "#000000", size: 12, x: 300, y: 300, rotation: 0, scaleX: 2, scaleY: 2, radius: 25 },
  { id: "text-1", type: "text", color: "#facc15", size: 2, x: 5, y: 5, rotation: 12.25, scaleX: 1.25, scaleY: 1.25, text: "Scratch here" },
];

export const sampleShape = <Type extends MarkupShape["type"]>(type: Type) =>
  SAMPLE_SHAPES.find((shape): shape is Extract<MarkupShape, { type: Type }> => shape.type === type)!;
