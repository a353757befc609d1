import type { Point } from "./shape-nodes";

/** How the photo sits on screen: screen = photo × scale + (x, y). */
export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type ZoomLimits = { min: number; max: number };

const FIT_MARGIN = 8;

/** The whole photo, as large as fits in the area, centred. */
export function fitView(area: Size, photo: Size): View {
  const scale = Math.max(
    Math.min((area.width - 2 * FIT_MARGIN) / photo.width, (area.height - 2 * FIT_MARGIN) / photo.height),
    Number.MIN_VALUE,
  );
  return { scale, x: (area.width - photo.width * scale) / 2, y: (area.height - photo.height * scale) / 2 };
}

/** From half the fitted size to twelve times it, and at least to the photo's own pixels. */
export function zoomLimits(fitted: View): ZoomLimits {
  return { min: fitted.scale / 2, max: Math.max(fitted.scale * 12, 2) };
}

const clamp = (value: number, limits: ZoomLimits) => Math.min(limits.max, Math.max(limits.min, value));

export function toPhoto(view: View, screen: Point): Point {
  return { x: (screen.x - view.x) / view.scale, y: (screen.y - view.y) / view.scale };
}

/** Zoomed by `factor` around `anchor` (a screen point), which stays over the same spot of the photo. */
export function zoomAt(view: View, factor: number, anchor: Point, limits: ZoomLimits): View {
  const scale = clamp(view.scale * factor, limits);
  const spot = toPhoto(view, anchor);
  return { scale, x: anchor.x - spot.x * scale, y: anchor.y - spot.y * scale };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two-finger pinch and pan: the view that keeps the photo spot first under the fingers' midpoint
 * under their midpoint now, scaled by how far the fingers spread.
 */
export function pinchView(start: View, from: readonly [Point, Point], to: readonly [Point, Point], limits: ZoomLimits): View {
  const before = Math.hypot(from[1].x - from[0].x, from[1].y - from[0].y);
  const after = Math.hypot(to[1].x - to[0].x, to[1].y - to[0].y);
  const scale = clamp(before > 0 ? (start.scale * after) / before : start.scale, limits);
  const spot = toPhoto(start, midpoint(from[0], from[1]));
  const centre = midpoint(to[0], to[1]);
  return { scale, x: centre.x - spot.x * scale, y: centre.y - spot.y * scale };
}
