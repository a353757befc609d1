import { describe, expect, it } from "vitest";
import {
  type Bounds,
  IDENTITY,
  clampView,
  fitContain,
  isDoubleTap,
  isTap,
  panBy,
  pinchTo,
  startPinch,
  swipeStep,
  toggleZoom,
  wheelScale,
  zoomAt,
} from "./zoom-math";

const bounds: Bounds = { stage: { width: 400, height: 800 }, content: { width: 400, height: 300 } };

/** Where the photo point shown at `screen` under `before` shows under `after`. */
const follow = (before: { scale: number; x: number; y: number }, after: typeof before, screen: { x: number; y: number }) => ({
  x: after.x + (after.scale * (screen.x - before.x)) / before.scale,
  y: after.y + (after.scale * (screen.y - before.y)) / before.scale,
});

describe("fitContain", () => {
  it("fits a landscape photo to the width of a portrait stage, and a portrait one to its height", () => {
    expect(fitContain({ width: 4000, height: 3000 }, { width: 400, height: 800 })).toEqual({ width: 400, height: 300 });
    expect(fitContain({ width: 1000, height: 4000 }, { width: 400, height: 800 })).toEqual({ width: 200, height: 800 });
  });

  it("takes the whole stage while the photo's size is unknown", () => {
    expect(fitContain({ width: 0, height: 0 }, { width: 400, height: 800 })).toEqual({ width: 400, height: 800 });
  });
});

describe("clampView", () => {
  it("keeps the scale between 1 and 5", () => {
    expect(clampView({ scale: 0.4, x: 0, y: 0 }, bounds).scale).toBe(1);
    expect(clampView({ scale: 9, x: 0, y: 0 }, bounds).scale).toBe(5);
  });

  it("centres the photo on any axis where it is smaller than the stage", () => {
    expect(clampView({ scale: 1, x: 50, y: -80 }, bounds)).toEqual(IDENTITY);
    expect(clampView({ scale: 2, x: 0, y: 120 }, bounds).y).toBe(0);
  });

  it("stops each edge at the stage edge once the photo is bigger than the stage", () => {
    expect(clampView({ scale: 2, x: 1000, y: 0 }, bounds).x).toBe(200);
    expect(clampView({ scale: 2, x: -1000, y: 0 }, bounds).x).toBe(-200);
    expect(clampView({ scale: 4, x: 0, y: -1000 }, bounds).y).toBe(-200);
    expect(clampView({ scale: 4, x: 150, y: 100 }, bounds)).toEqual({ scale: 4, x: 150, y: 100 });
  });
});

describe("zoomAt", () => {
  it("keeps the photo point under the focus where it is", () => {
    const focus = { x: 100, y: 50 };
    const after = zoomAt(IDENTITY, focus, 2, { stage: bounds.stage, content: bounds.stage });
    expect(after.scale).toBe(2);
    expect(follow(IDENTITY, after, focus)).toEqual(focus);
  });

  it("zooms about the centre without moving the photo", () => {
    expect(zoomAt(IDENTITY, { x: 0, y: 0 }, 3, bounds)).toEqual({ scale: 3, x: 0, y: 0 });
  });

  it("clamps where keeping the focus still would pull an edge in", () => {
    expect(zoomAt({ scale: 4, x: 600, y: 0 }, { x: 200, y: 0 }, 2, bounds)).toEqual({ scale: 2, x: 200, y: 0 });
  });
});

describe("pinch", () => {
  const a = { x: -50, y: 0 };
  const b = { x: 50, y: 0 };

  it("scales by how far the fingers spread, about their centre", () => {
    const start = startPinch(IDENTITY, a, b);
    expect(start).toEqual({ view: IDENTITY, centre: { x: 0, y: 0 }, distance: 100 });
    expect(pinchTo(start, { x: -100, y: 0 }, { x: 100, y: 0 }, bounds)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it("keeps the photo point under the first centre under the moving centre", () => {
    const start = startPinch(IDENTITY, { x: 20, y: 10 }, { x: 120, y: 10 });
    const view = pinchTo(start, { x: -30, y: 40 }, { x: 170, y: 40 }, bounds);
    expect(view.scale).toBe(2);
    const photoPoint = (start.centre.x - start.view.x) / start.view.scale;
    expect(view.x + view.scale * photoPoint).toBeCloseTo(70);
  });

  it("pans with two fingers at a constant spread", () => {
    const zoomed = { scale: 3, x: 0, y: 0 };
    const view = pinchTo(startPinch(zoomed, a, b), { x: -10, y: 30 }, { x: 90, y: 30 }, bounds);
    expect(view).toEqual({ scale: 3, x: 40, y: 30 });
  });

  it("stops at 1x and 5x", () => {
    const start = startPinch(IDENTITY, a, b);
    expect(pinchTo(start, { x: -10, y: 0 }, { x: 10, y: 0 }, bounds)).toEqual(IDENTITY);
    expect(pinchTo(start, { x: -1000, y: 0 }, { x: 1000, y: 0 }, bounds).scale).toBe(5);
  });

  it("survives two fingers landing on the same spot", () => {
    const view = pinchTo(startPinch(IDENTITY, a, a), a, { x: 0, y: 0 }, bounds);
    expect(Number.isFinite(view.scale) && Number.isFinite(view.x) && Number.isFinite(view.y)).toBe(true);
  });
});

describe("panBy", () => {
  it("moves a zoomed photo with the finger, up to its edges", () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 30, 0, bounds)).toEqual({ scale: 2, x: 30, y: 0 });
    expect(panBy(zoomed, 500, 0, bounds)).toEqual({ scale: 2, x: 200, y: 0 });
  });

  it("does not move the whole photo", () => {
    expect(panBy(IDENTITY, 80, 40, bounds)).toEqual(IDENTITY);
  });
});

describe("toggleZoom", () => {
  it("zooms to 2.5x at the tapped point, and back to the whole photo", () => {
    const tapped = { x: 40, y: -20 };
    const zoomed = toggleZoom(IDENTITY, tapped, bounds);
    expect(zoomed.scale).toBe(2.5);
    expect(follow(IDENTITY, zoomed, tapped).x).toBeCloseTo(tapped.x);
    expect(toggleZoom(zoomed, tapped, bounds)).toEqual(IDENTITY);
  });
});

describe("wheelScale", () => {
  it("zooms in on a wheel turned up and out on one turned down, within range", () => {
    expect(wheelScale(IDENTITY, -100, false)).toBeGreaterThan(1);
    expect(wheelScale({ scale: 2, x: 0, y: 0 }, 100, false)).toBeLessThan(2);
    expect(wheelScale(IDENTITY, 100, false)).toBe(1);
    expect(wheelScale({ scale: 4.9, x: 0, y: 0 }, -1000, true)).toBe(5);
  });
});

describe("swipeStep", () => {
  it("goes to the next photo on a left swipe and the previous on a right one", () => {
    expect(swipeStep(-80, 10, IDENTITY)).toBe(1);
    expect(swipeStep(80, -10, IDENTITY)).toBe(-1);
  });

  it("ignores short, mostly vertical, and zoomed drags", () => {
    expect(swipeStep(-50, 0, IDENTITY)).toBe(0);
    expect(swipeStep(-80, 120, IDENTITY)).toBe(0);
    expect(swipeStep(-200, 0, { scale: 2, x: 0, y: 0 })).toBe(0);
  });
});

describe("taps", () => {
  it("counts a short press that barely moves as a tap", () => {
    expect(isTap(3, 4, 120)).toBe(true);
    expect(isTap(30, 0, 120)).toBe(false);
    expect(isTap(0, 0, 900)).toBe(false);
  });

  it("counts a second tap soon after, close by, as a double tap", () => {
    const first = { point: { x: 10, y: 10 }, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { point: { x: 20, y: 15 }, time: 1200 })).toBe(true);
    expect(isDoubleTap(first, { point: { x: 20, y: 15 }, time: 1500 })).toBe(false);
    expect(isDoubleTap(first, { point: { x: 120, y: 15 }, time: 1200 })).toBe(false);
  });
});
