/**
 * Turns pointer input on the stage into markup edits. One finger (or the mouse) uses the current
 * tool; a second finger calls off whatever the first was doing (konva #1096) and pinches and pans
 * instead, and nothing draws again until every finger is up. The view (zoom and pan) lives here.
 */
import type { MarkupShape } from "../../../shared/schemas/markup";
import { uuidv7 } from "../../lib/uuidv7";
import { hitsAlong, topmostHit } from "./hit-test";
import type { MarkupColor } from "./markup-palette";
import type { MarkupStage } from "./markup-stage";
import type { MarkupTool } from "./markup-tools";
import { type Draft, finishDraft, moveDraft, startDraft } from "./shape-draft";
import type { Point } from "./shape-nodes";
import { type Size, type View, fitView, panBy, pinchView, toPhoto, zoomAt, zoomLimits } from "./view-transform";

export type GestureContext = {
  tool: MarkupTool;
  color: MarkupColor;
  size: number;
  shapes: readonly MarkupShape[];
  selectedId: string | null;
  full: boolean;
  add: (shape: MarkupShape) => void;
  update: (shape: MarkupShape) => void;
  remove: (ids: readonly string[]) => void;
  select: (id: string | null) => void;
  placeText: (at: Point) => void;
  refuse: () => void;
};

type Gesture =
  | { kind: "none" | "blocked" | "handle" }
  | { kind: "draw"; pointerId: number; draft: Draft }
  | { kind: "move"; pointerId: number; id: string; from: Point; origin: Point }
  | { kind: "erase"; pointerId: number; last: Point; ids: string[] }
  | { kind: "pan"; pointerId: number; from: Point; start: View }
  | { kind: "tap"; pointerId: number; from: Point }
  | { kind: "pinch"; ids: [number, number]; from: [Point, Point]; start: View };

// Screen pixels: how far a finger reaches around its centre (a 44 px target), and a mouse.
const TOUCH_REACH = 22;
const MOUSE_REACH = 6;
const TAP_SLOP = 10;
const PEN_STEP = 1.5;

export type GestureControls = { layout: (area: Size) => void; fit: () => void; detach: () => void };

export function attachGestures(host: HTMLElement, stage: MarkupStage, context: () => GestureContext): GestureControls {
  const pointers = new Map<number, Point>();
  let fitted: View = { scale: 1, x: 0, y: 0 };
  let view = fitted;
  let atFit = true;
  let gesture: Gesture = { kind: "none" };

  const apply = (next: View) => {
    view = next;
    stage.setView(view);
  };
  const screenPoint = (event: { clientX: number; clientY: number }): Point => {
    const box = host.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const reach = (event: PointerEvent) => (event.pointerType === "mouse" ? MOUSE_REACH : TOUCH_REACH) / view.scale;
  const pointerOf = (id: number) => pointers.get(id) ?? { x: 0, y: 0 };

  function callOff() {
    if (gesture.kind === "draw") stage.showGhost("draft", null);
    if (gesture.kind === "move") stage.restore(gesture.id);
    if (gesture.kind === "erase") stage.setHidden(new Set());
    stage.cancelTransform();
  }

  function begin(event: PointerEvent, at: Point) {
    const { pointerId } = event;
    const ctx = context();
    const spot = toPhoto(view, at);
    if (ctx.tool === "select") {
      const id = ctx.selectedId && stage.selectionContains(at, TOUCH_REACH / 2) ? ctx.selectedId : topmostHit(ctx.shapes, spot, reach(event), stage.unit, stage.measureText);
      const shape = ctx.shapes.find((candidate) => candidate.id === id);
      ctx.select(shape?.id ?? null);
      gesture = shape
        ? { kind: "move", pointerId, id: shape.id, from: spot, origin: { x: shape.x, y: shape.y } }
        : { kind: "pan", pointerId, from: at, start: view };
    } else if (ctx.tool === "eraser") {
      const ids = hitsAlong(ctx.shapes, spot, spot, reach(event), stage.unit, stage.measureText);
      stage.setHidden(new Set(ids));
      gesture = { kind: "erase", pointerId, last: spot, ids };
    } else if (ctx.tool === "text") {
      // A touch's emulated mouse events, after the tap, would take the focus off the text box the tap opens.
      event.preventDefault();
      gesture = { kind: "tap", pointerId, from: at };
    } else if (ctx.full) {
      ctx.refuse();
      gesture = { kind: "blocked" };
    } else {
      const draft = startDraft(ctx.tool, spot, { id: uuidv7(), color: ctx.color, size: ctx.size });
      stage.showGhost("draft", draft.shape);
      gesture = { kind: "draw", pointerId, draft };
    }
  }

  function settle() {
    stage.handlesBlocked = gesture.kind === "pinch" || gesture.kind === "blocked";
  }

  function onDown(event: PointerEvent) {
    const at = screenPoint(event);
    if (event.isPrimary) {
      callOff();
      pointers.clear();
      gesture = { kind: "none" };
    }
    pointers.set(event.pointerId, at);
    if (pointers.size === 2) {
      callOff();
      const [first, second] = [...pointers.keys()] as [number, number];
      gesture = { kind: "pinch", ids: [first, second], from: [pointerOf(first), pointerOf(second)], start: view };
    }
    if (pointers.size !== 1 || gesture.kind !== "none") return settle();
    if (event.pointerType === "mouse" && event.button !== 0) {
      gesture = { kind: "blocked" };
    } else if (stage.handleAt(at)) {
      gesture = { kind: "handle" };
    } else {
      host.setPointerCapture(event.pointerId);
      begin(event, at);
    }
    settle();
  }

  function onMove(event: PointerEvent) {
    if (!pointers.has(event.pointerId)) return;
    const at = screenPoint(event);
    pointers.set(event.pointerId, at);
    const ctx = context();
    switch (gesture.kind) {
      case "pinch": {
        const [first, second] = gesture.ids;
        atFit = false;
        return apply(pinchView(gesture.start, gesture.from, [pointerOf(first), pointerOf(second)], zoomLimits(fitted)));
      }
      case "pan":
        if (gesture.pointerId !== event.pointerId) return;
        atFit = false;
        return apply(panBy(gesture.start, at.x - gesture.from.x, at.y - gesture.from.y));
      case "draw": {
        if (gesture.pointerId !== event.pointerId) return;
        let { draft } = gesture;
        const samples = event.getCoalescedEvents?.() ?? [];
        for (const sample of samples.length > 0 ? samples : [event]) draft = moveDraft(draft, toPhoto(view, screenPoint(sample)), PEN_STEP / view.scale);
        gesture = { ...gesture, draft };
        return stage.showGhost("draft", draft.shape);
      }
      case "move": {
        if (gesture.pointerId !== event.pointerId) return;
        const spot = toPhoto(view, at);
        return stage.moveNode(gesture.id, { x: gesture.origin.x + spot.x - gesture.from.x, y: gesture.origin.y + spot.y - gesture.from.y });
      }
      case "erase": {
        if (gesture.pointerId !== event.pointerId) return;
        const spot = toPhoto(view, at);
        const more = hitsAlong(ctx.shapes, gesture.last, spot, reach(event), stage.unit, stage.measureText, new Set(gesture.ids));
        gesture = { ...gesture, last: spot, ids: [...gesture.ids, ...more] };
        if (more.length > 0) stage.setHidden(new Set(gesture.ids));
        return;
      }
      default:
        return;
    }
  }

  function finish(at: Point) {
    const ctx = context();
    switch (gesture.kind) {
      case "draw": {
        stage.showGhost("draft", null);
        const shape = finishDraft(gesture.draft, TAP_SLOP / 2 / view.scale);
        if (shape) ctx.add(shape);
        return;
      }
      case "move": {
        const moved = stage.readNode(gesture.id);
        const spot = toPhoto(view, at);
        if (moved && Math.hypot(spot.x - gesture.from.x, spot.y - gesture.from.y) * view.scale >= 1) ctx.update(moved);
        else stage.restore(gesture.id);
        return;
      }
      case "erase":
        stage.setHidden(new Set());
        if (gesture.ids.length > 0) ctx.remove(gesture.ids);
        return;
      case "tap":
        if (Math.hypot(at.x - gesture.from.x, at.y - gesture.from.y) <= TAP_SLOP) ctx.placeText(toPhoto(view, at));
        return;
    }
  }

  function onUp(event: PointerEvent) {
    if (!pointers.has(event.pointerId)) return;
    const at = screenPoint(event);
    pointers.delete(event.pointerId);
    const owned = "pointerId" in gesture && gesture.pointerId === event.pointerId;
    if (owned && event.type === "pointerup") finish(at);
    else if (owned) callOff();
    if (gesture.kind === "pinch" || owned) gesture = { kind: pointers.size === 0 ? "none" : "blocked" };
    if (pointers.size === 0) gesture = { kind: "none" };
    settle();
  }

  function onWheel(event: WheelEvent) {
    event.preventDefault();
    atFit = false;
    const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
    apply(zoomAt(view, factor, screenPoint(event), zoomLimits(fitted)));
  }

  const preventMenu = (event: Event) => event.preventDefault();
  host.addEventListener("pointerdown", onDown);
  host.addEventListener("pointermove", onMove);
  host.addEventListener("pointerup", onUp);
  host.addEventListener("pointercancel", onUp);
  host.addEventListener("wheel", onWheel, { passive: false });
  host.addEventListener("contextmenu", preventMenu);
  stage.onTransformEnd = (shape) => context().update(shape);

  return {
    layout(area) {
      stage.resize(area);
      fitted = fitView(area, stage.photo);
      apply(atFit ? fitted : view);
    },
    fit() {
      atFit = true;
      apply(fitted);
    },
    detach() {
      host.removeEventListener("pointerdown", onDown);
      host.removeEventListener("pointermove", onMove);
      host.removeEventListener("pointerup", onUp);
      host.removeEventListener("pointercancel", onUp);
      host.removeEventListener("wheel", onWheel);
      host.removeEventListener("contextmenu", preventMenu);
    },
  };
}
