import { describe, expect, it } from "vitest";
import { MARKUP_POINTS_MAX, MARKUP_TEXT_MAX } from "../../../shared/constants";
import { MarkupShapeSchema } from "../../../shared/schemas/markup";
import { type Draft, cleanMarkupText, finishDraft, moveDraft, startDraft, textShape } from "./shape-draft";

const style = { id: "s1", color: "#ef4444", size: 3 } as const;
const drag = (draft: Draft, ...points: [number, number][]) => points.reduce((current, [x, y]) => moveDraft(current, { x, y }, 1), draft);

describe("drawing a shape", () => {
  it("records a pen stroke's points relative to where it started", () => {
    const draft = drag(startDraft("pen", { x: 10, y: 20 }, style), [15, 22], [15.2, 22.1], [30, 40]);
    const shape = finishDraft(draft, 4);
    expect(shape).toEqual({ ...style, type: "pen", x: 10, y: 20, rotation: 0, scaleX: 1, scaleY: 1, points: [0, 0, 5, 2, 20, 20] });
    expect(MarkupShapeSchema.safeParse(shape).success).toBe(true);
  });

  it("keeps a pen tap as a dot", () => {
    expect(finishDraft(startDraft("pen", { x: 1, y: 1 }, style), 4)).toMatchObject({ type: "pen", points: [0, 0] });
  });

  it(`stops a pen stroke at ${MARKUP_POINTS_MAX} numbers`, () => {
    let draft = startDraft("pen", { x: 0, y: 0 }, style);
    for (let index = 1; index <= MARKUP_POINTS_MAX; index += 1) draft = moveDraft(draft, { x: index * 2, y: 0 }, 1);
    expect(draft.shape.type === "pen" && draft.shape.points.length).toBe(MARKUP_POINTS_MAX);
  });

  it("draws lines and arrows from the start to the finger", () => {
    for (const tool of ["line", "arrow"] as const) {
      const shape = finishDraft(drag(startDraft(tool, { x: 50, y: 50 }, style), [60, 60], [20.04, 90]), 4);
      expect(shape).toMatchObject({ type: tool, x: 50, y: 50, points: [0, 0, -30, 40] });
    }
  });

  it("draws a rectangle between the two corners whichever way the finger went", () => {
    const shape = finishDraft(drag(startDraft("rect", { x: 100, y: 100 }, style), [40, 70]), 4);
    expect(shape).toMatchObject({ type: "rect", x: 40, y: 70, width: 60, height: 30 });
  });

  it("draws a circle around the start, out to the finger", () => {
    expect(finishDraft(drag(startDraft("circle", { x: 0, y: 0 }, style), [30, 40]), 4)).toMatchObject({ type: "circle", radius: 50 });
  });

  it("drops a tap, or a drag shorter than the minimum, for shapes that need a size", () => {
    for (const tool of ["line", "arrow", "rect", "circle"] as const) {
      expect(finishDraft(startDraft(tool, { x: 5, y: 5 }, style), 4)).toBeNull();
      expect(finishDraft(drag(startDraft(tool, { x: 5, y: 5 }, style), [7, 7]), 4)).toBeNull();
    }
    expect(finishDraft(drag(startDraft("rect", { x: 0, y: 0 }, style), [50, 0]), 4)).toBeNull();
  });
});

describe("text marks", () => {
  it("cleans typed text: trims, removes control characters, normalises", () => {
    expect(cleanMarkupText("  Dent\there \u200B")).toBe("Dent here");
    expect(cleanMarkupText("Cafe\u0301")).toBe("Café");
  });

  it("drops bidi and control characters the server would refuse, and keeps the mark on one line", () => {
    expect(cleanMarkupText("Dent\u202Eereh\u0085\u0007")).toBe("Dentereh");
    expect(cleanMarkupText("Left\u2066door\u009B\r\nrear")).toBe("Leftdoor rear");
  });

  it("gives nothing for blank or broken text", () => {
    expect(cleanMarkupText("   ")).toBeNull();
    expect(cleanMarkupText("\u200B\uFEFF")).toBeNull();
    expect(cleanMarkupText("bad \uD800 half")).toBeNull();
  });

  it(`cuts text to ${MARKUP_TEXT_MAX} characters without splitting a character`, () => {
    expect(cleanMarkupText("a".repeat(MARKUP_TEXT_MAX + 5))).toHaveLength(MARKUP_TEXT_MAX);
    const emoji = `${"a".repeat(MARKUP_TEXT_MAX - 1)}😀`;
    expect(cleanMarkupText(emoji)).toBe("a".repeat(MARKUP_TEXT_MAX - 1));
  });

  it("places text with its top left where the user tapped", () => {
    const shape = textShape("Peel", { x: 12.345, y: 6 }, style);
    expect(shape).toEqual({ ...style, type: "text", text: "Peel", x: 12.3, y: 6, rotation: 0, scaleX: 1, scaleY: 1 });
    expect(MarkupShapeSchema.safeParse(shape).success).toBe(true);
  });
});
