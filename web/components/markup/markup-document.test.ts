import { describe, expect, it } from "vitest";
import { MARKUP_RENDITION_EDGE } from "../../../shared/constants";
import { MarkupSchema } from "../../../shared/schemas/markup";
import { shapesForPhoto, toMarkup } from "./markup-document";
import { SAMPLE_SHAPES, sampleShape } from "../../test/markup-fixture";
import { renditionSize } from "./rendition-size";

describe("markup document", () => {
  it("is version 1, sized to the photo's pixels, and valid", () => {
    const markup = toMarkup({ width: 4032, height: 3024 }, SAMPLE_SHAPES);
    expect(markup).toEqual({ version: 1, width: 4032, height: 3024, shapes: SAMPLE_SHAPES });
    expect(MarkupSchema.parse(markup)).toEqual(markup);
  });

  it("edits earlier markup as saved when the photo has the same size", () => {
    const markup = toMarkup({ width: 800, height: 600 }, SAMPLE_SHAPES);
    expect(shapesForPhoto(markup, { width: 800, height: 600 })).toBe(markup.shapes);
    expect(shapesForPhoto(null, { width: 800, height: 600 })).toEqual([]);
  });

  it("moves and stretches earlier markup onto a photo of another size", () => {
    const markup = toMarkup({ width: 800, height: 600 }, [sampleShape("rect"), sampleShape("line"), sampleShape("text")]);
    const [rect, line, text] = shapesForPhoto(markup, { width: 1600, height: 1200 });
    expect(rect).toMatchObject({ x: 400, y: 300, width: 240, height: 121, scaleX: 0.5, rotation: 90 });
    expect(line).toMatchObject({ x: 200, y: 100, points: [0, 0, 160, 0] });
    expect(text).toMatchObject({ x: 10, y: 10, text: "Scratch here" });
  });
});

describe("rendition size", () => {
  it("caps the long edge, keeping the aspect", () => {
    expect(renditionSize(4032, 3024)).toEqual({ scale: MARKUP_RENDITION_EDGE / 4032, width: 2560, height: 1920 });
    expect(renditionSize(3024, 4032)).toMatchObject({ width: 1920, height: 2560 });
    expect(renditionSize(10000, 100)).toMatchObject({ width: 2560, height: 26 });
  });

  it("never scales a small photo up", () => {
    expect(renditionSize(1200, 900)).toEqual({ scale: 1, width: 1200, height: 900 });
    expect(renditionSize(2560, 2560)).toEqual({ scale: 1, width: 2560, height: 2560 });
  });

  it("keeps at least one pixel on a sliver", () => {
    expect(renditionSize(100000, 1)).toMatchObject({ width: 2560, height: 1 });
  });
});
