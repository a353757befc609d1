import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import type { MarkupShape } from "../../../shared/schemas/markup";
import { cn } from "../../lib/cn";
import { type GestureContext, type GestureControls, attachGestures } from "./markup-gestures";
import { MarkupStage } from "./markup-stage";
import type { Size } from "./view-transform";

export type MarkupCanvasHandle = { fit: () => void };

type MarkupCanvasProps = GestureContext & {
  image: HTMLImageElement;
  photo: Size;
  textPreview: MarkupShape | null;
  /** While a save is on its way: the stage takes no touches, so nothing is drawn that the save would leave out. */
  locked: boolean;
  ref?: Ref<MarkupCanvasHandle>;
};

/** The konva stage, driven imperatively: React hands it the shapes, it hands back edits through the context. */
export function MarkupCanvas({ image, photo, textPreview, locked, ref, ...context }: MarkupCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef(context);
  const controls = useRef<GestureControls | null>(null);
  const [stage, setStage] = useState<MarkupStage | null>(null);
  const { width, height } = photo;
  const { shapes, selectedId, tool } = context;

  useLayoutEffect(() => {
    latest.current = context;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = new MarkupStage(host, image, { width, height });
    const attached = attachGestures(host, created, () => latest.current);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) attached.layout({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    attached.layout({ width: host.clientWidth, height: host.clientHeight });
    observer.observe(host);
    controls.current = attached;
    setStage(created);
    return () => {
      observer.disconnect();
      attached.detach();
      created.destroy();
      controls.current = null;
    };
  }, [image, width, height]);

  useImperativeHandle(ref, () => ({ fit: () => controls.current?.fit() }), []);

  useEffect(() => stage?.sync(shapes), [stage, shapes]);
  useEffect(() => stage?.select(tool === "select" ? selectedId : null), [stage, shapes, selectedId, tool]);
  useEffect(() => stage?.showGhost("text", textPreview), [stage, textPreview]);

  return (
    <div
      ref={hostRef}
      data-testid="markup-stage"
      className={cn(
        "absolute inset-0 touch-none select-none overflow-hidden [-webkit-touch-callout:none]",
        tool === "select" ? "cursor-default" : tool === "text" ? "cursor-text" : "cursor-crosshair",
        locked && "pointer-events-none",
      )}
    />
  );
}
