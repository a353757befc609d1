import { describe, expect, it } from "vitest";
import { fitView, panBy, pinchView, toPhoto, zoomAt, zoomLimits } from "./view-transform";

const photo = { width: 4000, height: 3000 };
const phone = { width: 390, height: 600 };

describe("view", () => {
  it("fits the whole photo in the area, centred, with a small margin", () => {
    const view = fitView(phone, photo);
    expect(view.scale).toBeCloseTo(374 / 4000);
    expect(view.x).toBeCloseTo(8);
    expect(view.y).toBeCloseTo((600 - 3000 * view.scale) / 2);
  });

  it("maps screen points to photo pixels", () => {
    expect(toPhoto({ scale: 0.5, x: 10, y: 20 }, { x: 60, y: 70 })).toEqual({ x: 100, y: 100 });
  });

  it("zooms around the pointer, which stays over the same photo spot", () => {
    const view = fitView(phone, photo);
    const anchor = { x: 100, y: 300 };
    const zoomed = zoomAt(view, 2, anchor, zoomLimits(view));
    expect(zoomed.scale).toBeCloseTo(view.scale * 2);
    const before = toPhoto(view, anchor);
    const after = toPhoto(zoomed, anchor);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it("keeps zoom between half the fitted size and twelve times it", () => {
    const view = fitView(phone, photo);
    const limits = zoomLimits(view);
    expect(zoomAt(view, 0.01, { x: 0, y: 0 }, limits).scale).toBeCloseTo(view.scale / 2);
    expect(zoomAt(view, 1000, { x: 0, y: 0 }, limits).scale).toBeCloseTo(Math.max(view.scale * 12, 2));
  });

  it("pinches: spreads scale the view, and the spot under the fingers follows them", () => {
    const start = { scale: 1, x: 0, y: 0 };
    const from = [{ x: 100, y: 100 }, { x: 200, y: 100 }] as const;
    const to = [{ x: 150, y: 200 }, { x: 350, y: 200 }] as const;
    const view = pinchView(start, from, to, { min: 0.1, max: 10 });
    expect(view.scale).toBeCloseTo(2);
    const spot = toPhoto(view, { x: 250, y: 200 });
    expect(spot.x).toBeCloseTo(150);
    expect(spot.y).toBeCloseTo(100);
  });

  it("pans by the finger's travel", () => {
    expect(panBy({ scale: 2, x: 5, y: 5 }, 10, -5)).toEqual({ scale: 2, x: 15, y: 0 });
  });
});
