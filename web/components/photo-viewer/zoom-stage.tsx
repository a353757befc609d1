import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import {
  type Bounds,
  IDENTITY,
  type PinchStart,
  type Point,
  type Tap,
  type View,
  clampView,
  fitContain,
  isDoubleTap,
  isTap,
  isZoomed,
  panBy,
  pinchTo,
  startPinch,
  swipeStep,
  toggleZoom,
  wheelScale,
  zoomAt,
} from "./zoom-math";

type Props = { src: string; alt: string; onSwipe: (step: 1 | -1) => void };

type Gesture =
  | { kind: "pinch"; start: PinchStart }
  | { kind: "drag"; from: Point; view: View; time: number; afterPinch: boolean };

/** The photo and its gestures; the viewer remounts it per photo, which resets the zoom. */
export function ZoomStage({ src, alt, onSwipe }: Props) {
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const viewRef = useRef<View>(IDENTITY);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const [view, setView] = useState<View>(IDENTITY);
  const [swipeX, setSwipeX] = useState(0);
  const [animate, setAnimate] = useState(false);

  const apply = useCallback((next: View) => {
    viewRef.current = next;
    setView(next);
  }, []);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // React registers wheel listeners as passive, so only a native one can stop the page zooming on a trackpad pinch.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const current = viewRef.current;
      const delta = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      const next = zoomAt(current, toLocal(element, event), wheelScale(current, delta, event.ctrlKey), measure(element, image.current));
      setAnimate(false);
      apply(next);
    };
    const onResize = () => apply(clampView(viewRef.current, measure(element, image.current)));
    element.addEventListener("wheel", onWheel, { passive: false });
    window.addEventListener("resize", onResize);
    return () => {
      element.removeEventListener("wheel", onWheel);
      window.removeEventListener("resize", onResize);
    };
  }, [apply]);

  const bounds = () => measure(stage.current!, image.current);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = toLocal(event.currentTarget, event);
    pointers.current.set(event.pointerId, point);
    setAnimate(false);
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      gesture.current = { kind: "pinch", start: startPinch(viewRef.current, a, b) };
      setSwipeX(0);
    } else {
      gesture.current = { kind: "drag", from: point, view: viewRef.current, time: event.timeStamp, afterPinch: false };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = toLocal(event.currentTarget, event);
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (current?.kind === "pinch" && a && b) {
      apply(pinchTo(current.start, a, b, bounds()));
    } else if (current?.kind === "drag") {
      const dx = point.x - current.from.x;
      if (isZoomed(current.view)) apply(panBy(current.view, dx, point.y - current.from.y, bounds()));
      else if (!current.afterPinch) setSwipeX(dx);
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    const [rest] = [...pointers.current.entries()];
    if (rest) {
      gesture.current = { kind: "drag", from: rest[1], view: viewRef.current, time: event.timeStamp, afterPinch: true };
      return;
    }
    gesture.current = null;
    setAnimate(true);
    setSwipeX(0);
    if (current?.kind !== "drag" || current.afterPinch || event.type !== "pointerup") return;
    const point = toLocal(event.currentTarget, event);
    const dx = point.x - current.from.x;
    const dy = point.y - current.from.y;
    const step = swipeStep(dx, dy, current.view);
    if (step !== 0) {
      onSwipe(step);
      return;
    }
    if (!isTap(dx, dy, event.timeStamp - current.time)) return;
    const tap = { point, time: event.timeStamp };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = null;
      apply(toggleZoom(viewRef.current, point, bounds()));
    } else {
      lastTap.current = tap;
    }
  };

  const zoomed = isZoomed(view);
  return (
    <div
      ref={stage}
      className={cn("absolute inset-0 touch-none select-none overflow-hidden", zoomed ? "cursor-grab" : "cursor-zoom-in")}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <img
        ref={image}
        src={src}
        alt={alt}
        draggable={false}
        decoding="async"
        className={cn("h-full w-full object-contain", animate && "transition-transform duration-200 ease-out")}
        style={{ transform: `translate3d(${view.x + swipeX}px, ${view.y}px, 0) scale(${view.scale})` }}
      />
    </div>
  );
}

function toLocal(element: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
}

function measure(element: HTMLElement, image: HTMLImageElement | null): Bounds {
  const rect = element.getBoundingClientRect();
  const stage = { width: rect.width, height: rect.height };
  return { stage, content: fitContain({ width: image?.naturalWidth ?? 0, height: image?.naturalHeight ?? 0 }, stage) };
}
