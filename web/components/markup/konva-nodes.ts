import type { Shape } from "konva/lib/Shape";
import { Arrow } from "konva/lib/shapes/Arrow";
import { Circle } from "konva/lib/shapes/Circle";
import { Line } from "konva/lib/shapes/Line";
import { Path } from "konva/lib/shapes/Path";
import { Rect } from "konva/lib/shapes/Rect";
import { Text } from "konva/lib/shapes/Text";
import type { NodeKind, NodeSpec } from "./shape-nodes";

const CLASSES: Record<NodeKind, new (attrs: NodeSpec["attrs"]) => Shape> = { Arrow, Circle, Line, Path, Rect, Text };

export function createShapeNode(spec: NodeSpec): Shape {
  return new CLASSES[spec.kind](spec.attrs);
}

export function isTextNode(node: Shape | undefined): node is Text {
  return node instanceof Text;
}
