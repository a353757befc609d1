import { describe, expect, it } from "vitest";
import type { MarkupShape } from "../../../shared/schemas/markup";
import { hitShape, hitsAlong, toLocal, topmostHit } from "./hit-test";
import { sampleShape } from "../../test/markup-fixture";

const plain = { color: "#ef4444", size: 2, rotation: 0, scaleX: 1, scaleY: 1 } as const;
const line: MarkupShape = { ...plain, id: "line", type: "line", x: 0, y: 0, points: [0, 0, 100, 0] };
const rect: MarkupShape = { ...plain, id: "rect", type: "rect", x: 0, y: 0, width: 100, height: 50 };
const circle: MarkupShape = { ...plain, id: "circle", type: "circle", x: 200, y: 200, radius: 50 };
const pen: MarkupShape = { ...plain, id: "pen", type: "pen", x: 300, y: 0, points: [0, 0, 10, 10, 20, 0] };
const text: MarkupShape = { ...plain, id: "text", type: "text", x: 0, y: 100, text: "Hi" };

describe("eraser and select hits", () => {
  it("undoes a shape's position, rotation and scale", () => {
    const turned = { ...line, x: 10, y: 10, rotation: 90, scaleX: 2, scaleY: 2 };
    const local = toLocal(turned, { x: 10, y: 50 });
    expect(local.x).toBeCloseTo(20);
    expect(local.y).toBeCloseTo(0);
  });

  it("touches a line within reach of its stroke, not beyond", () => {
    expect(hitShape(line, { x: 50, y: 5 }, 5, 1)).toBe(true);
    expect(hitShape(line, { x: 50, y: 7 }, 5, 1)).toBe(false);
    expect(hitShape(line, { x: 110, y: 0 }, 5, 1)).toBe(false);
  });

  it("touches the outline of rectangles and circles, not the space inside", () => {
    expect(hitShape(rect, { x: 2, y: 25 }, 3, 1)).toBe(true);
    expect(hitShape(rect, { x: 50, y: 25 }, 3, 1)).toBe(false);
    expect(hitShape(rect, { x: 104, y: 52 }, 5, 1)).toBe(true);
    expect(hitShape(circle, { x: 250, y: 200 }, 3, 1)).toBe(true);
    expect(hitShape(circle, { x: 200, y: 200 }, 3, 1)).toBe(false);
  });

  it("follows a freehand stroke and an arrow's head", () => {
    expect(hitShape(pen, { x: 305, y: 5 }, 2, 1)).toBe(true);
    expect(hitShape(pen, { x: 310, y: 0 }, 2, 1)).toBe(false);
    const arrow = sampleShape("arrow");
    expect(hitShape({ ...arrow, rotation: 0, scaleY: 1 }, { x: 40 - 30 + 8, y: 60 + 40 }, 1, 1)).toBe(true);
  });

  it("touches text anywhere in its box, measured by konva when it can", () => {
    expect(hitShape(text, { x: 30, y: 120 }, 0, 1, () => ({ width: 40, height: 24 }))).toBe(true);
    expect(hitShape(text, { x: 45, y: 120 }, 0, 1, () => ({ width: 40, height: 24 }))).toBe(false);
    expect(hitShape(text, { x: 5, y: 104 }, 0, 1)).toBe(true);
  });

  it("misses a shape squashed to nothing", () => {
    expect(hitShape({ ...line, scaleY: 0 }, { x: 0, y: 0 }, 5, 1)).toBe(false);
  });

  it("picks the topmost shape under the finger", () => {
    const over = { ...line, id: "over" };
    expect(topmostHit([line, over], { x: 50, y: 0 }, 5, 1)).toBe("over");
    expect(topmostHit([line, over], { x: 50, y: 0 }, 5, 1, undefined, new Set(["over"]))).toBe("line");
    expect(topmostHit([line, over], { x: 50, y: 50 }, 5, 1)).toBeNull();
  });

  it("erases every shape a drag passes over, even a fast one", () => {
    expect(hitsAlong([line, rect, circle, pen], { x: 50, y: -20 }, { x: 50, y: 80 }, 3, 1)).toEqual(["rect", "line"]);
    expect(hitsAlong([line, circle], { x: 0, y: 200 }, { x: 400, y: 200 }, 3, 1)).toEqual(["circle"]);
    expect(hitsAlong([line], { x: 50, y: 0 }, { x: 60, y: 0 }, 3, 1, undefined, new Set(["line"]))).toEqual([]);
  });
});
