/**
 * Pure geometry for the photo viewer. Points are measured from the stage centre, and a view is the
 * CSS transform `translate(x, y) scale(scale)` applied about that centre, so a photo point p shows
 * at x + scale * p.
 */
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type View = { scale: number; x: number; y: number };
/** The stage, and the photo's size in it at scale 1. */
export type Bounds = { stage: Size; content: Size };
export type PinchStart = { view: View; centre: Point; distance: number };
export type Tap = { point: Point; time: number };

const MIN_SCALE = 1;
const MAX_SCALE = 5;
const DOUBLE_TAP_SCALE = 2.5;
const SWIPE_PX = 50;
const TAP_SLOP_PX = 10;
const TAP_MS = 300;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP_PX = 30;
export const IDENTITY: View = { scale: 1, x: 0, y: 0 };

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

export function isZoomed(view: View): boolean {
  return view.scale > MIN_SCALE + 0.001;
}

/** The box `object-contain` draws a photo of `natural` size in; the whole box while the size is unknown. */
export function fitContain(natural: Size, box: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return box;
  const ratio = Math.min(box.width / natural.width, box.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

function clampAxis(offset: number, scaled: number, stage: number): number {
  const limit = Math.max(0, (scaled - stage) / 2);
  return Math.min(limit, Math.max(-limit, offset)) || 0;
}

/** Keeps the scale in range and the photo covering as much of the stage as it can: no edge can be dragged inwards past the stage edge. */
export function clampView(view: View, { stage, content }: Bounds): View {
  const scale = clampScale(view.scale);
  return {
    scale,
    x: clampAxis(view.x, content.width * scale, stage.width),
    y: clampAxis(view.y, content.height * scale, stage.height),
  };
}

/** Scales to `scale` keeping the photo point under `focus` where it is. */
export function zoomAt(view: View, focus: Point, scale: number, bounds: Bounds): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampView({ scale: next, x: focus.x - ratio * (focus.x - view.x), y: focus.y - ratio * (focus.y - view.y) }, bounds);
}

export function startPinch(view: View, a: Point, b: Point): PinchStart {
  return { view, centre: midpoint(a, b), distance: Math.max(1, distance(a, b)) };
}

/** The photo point that was under the pinch centre follows the centre, scaled by how far the fingers spread. */
export function pinchTo(start: PinchStart, a: Point, b: Point, bounds: Bounds): View {
  const { view } = start;
  const scale = clampScale((view.scale * distance(a, b)) / start.distance);
  const centre = midpoint(a, b);
  const photoX = (start.centre.x - view.x) / view.scale;
  const photoY = (start.centre.y - view.y) / view.scale;
  return clampView({ scale, x: centre.x - scale * photoX, y: centre.y - scale * photoY }, bounds);
}

export function panBy(view: View, dx: number, dy: number, bounds: Bounds): View {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, bounds);
}

/** Double tap: back to the whole photo when zoomed, else in to DOUBLE_TAP_SCALE at the tapped point. */
export function toggleZoom(view: View, focus: Point, bounds: Bounds): View {
  return isZoomed(view) ? IDENTITY : zoomAt(view, focus, DOUBLE_TAP_SCALE, bounds);
}

/** The wheel notch scale factor; trackpad pinches arrive as wheel events with ctrlKey and small deltas. */
export function wheelScale(view: View, deltaY: number, pinch: boolean): number {
  return clampScale(view.scale * Math.exp(-deltaY * (pinch ? 0.01 : 0.002)));
}

/** 1 for the next photo (finger moved left), -1 for the previous, 0 to stay: only mostly-horizontal drags past SWIPE_PX, and never while zoomed. */
export function swipeStep(dx: number, dy: number, view: View): -1 | 0 | 1 {
  if (isZoomed(view) || Math.abs(dx) <= SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export function isTap(dx: number, dy: number, ms: number): boolean {
  return Math.hypot(dx, dy) <= TAP_SLOP_PX && ms <= TAP_MS;
}

export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return previous !== null && tap.time - previous.time <= DOUBLE_TAP_MS && distance(previous.point, tap.point) <= DOUBLE_TAP_SLOP_PX;
}
