import { describe, expect, it } from "vitest";
import { MARKUP_REFERENCE_EDGE } from "../../../shared/constants";
import { MarkupShapeSchema } from "../../../shared/schemas/markup";
import { SAMPLE_SHAPES, sampleShape } from "../../test/markup-fixture";
import { markupUnit, nodeToShape, penOutlinePath, shapeToNode } from "./shape-nodes";

describe("shape to konva attributes and back", () => {
  it("round-trips every shape type exactly", () => {
    for (const shape of SAMPLE_SHAPES) {
      expect(MarkupShapeSchema.parse(shape)).toEqual(shape);
      expect(nodeToShape(shapeToNode(shape, 2).attrs)).toEqual(shape);
    }
  });

  it("uses one konva class per shape type", () => {
    expect(SAMPLE_SHAPES.map((shape) => shapeToNode(shape, 1).kind)).toEqual(["Path", "Line", "Arrow", "Rect", "Circle", "Text"]);
  });

  it("reads where the select tool moved, turned and resized a shape", () => {
    const rect = sampleShape("rect");
    const { attrs } = shapeToNode(rect, 1);
    const moved = { ...attrs, x: 210.123, y: 149.996, rotation: 33.33333, scaleX: 1.234567, scaleY: -0.5 };
    expect(nodeToShape(moved)).toEqual({ ...rect, x: 210.12, y: 150, rotation: 33.33, scaleX: 1.2346, scaleY: -0.5 });
  });

  it("fills in konva's defaults when attributes are missing", () => {
    const attrs = { id: "a", markupType: "circle", markupColor: "#ef4444", markupSize: 3, radius: 4 };
    expect(nodeToShape(attrs)).toEqual({ id: "a", type: "circle", color: "#ef4444", size: 3, x: 0, y: 0, rotation: 0, scaleX: 1, scaleY: 1, radius: 4 });
  });

  it("reads nothing from a node that is not a markup shape", () => {
    expect(nodeToShape({ id: "x", name: "back" })).toBeNull();
  });

  it("scales strokes, text and arrow heads with the photo's long edge", () => {
    const unit = markupUnit(MARKUP_REFERENCE_EDGE * 4, 100);
    expect(unit).toBe(4);
    expect(shapeToNode(sampleShape("line"), unit).attrs).toMatchObject({ strokeWidth: 4, stroke: "#22c55e" });
    expect(shapeToNode(sampleShape("arrow"), unit).attrs).toMatchObject({ strokeWidth: 20, pointerLength: 80, pointerWidth: 80 });
    expect(shapeToNode(sampleShape("text"), unit).attrs).toMatchObject({ fontSize: 32, fill: "#facc15", text: "Scratch here" });
    expect(shapeToNode(sampleShape("circle"), 1).attrs).toMatchObject({ strokeWidth: 12, radius: 25 });
  });

  it("draws the pen as a filled outline around its points, keeping the points themselves", () => {
    const pen = sampleShape("pen");
    const { attrs } = shapeToNode(pen, 1);
    expect(attrs.fill).toBe(pen.color);
    expect(attrs.data).toMatch(/^M[-\d. ]+(Q[-\d. ]+)+Z$/);
    expect(attrs.markupPoints).toEqual(pen.points);
    expect(attrs.markupPoints).not.toBe(pen.points);
  });

  it("draws a dot for a pen tap", () => {
    expect(penOutlinePath([0, 0], 3, 1)).not.toBe("");
  });
});
