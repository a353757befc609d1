/**
 * The editor once the photo has loaded: owns the shape history, the chosen tool, colour and size,
 * the selection and the text being typed, and turns Save and Download into renditions.
 */
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { MARKUP_DEFAULT_COLOR, MARKUP_DEFAULT_SIZE, MARKUP_SHAPES_MAX } from "../../../shared/constants";
import { type Markup, MarkupSchema, type MarkupShape } from "../../../shared/schemas/markup";
import { useBackCloses } from "../../lib/back-closes";
import { useSingleFlight } from "../../lib/use-single-flight";
import { uuidv7 } from "../../lib/uuidv7";
import { MarkupActions } from "./markup-actions";
import { MarkupCanvas, type MarkupCanvasHandle } from "./markup-canvas";
import { shapesForPhoto, toMarkup } from "./markup-document";
import { MarkupFrame, type MarkupSubject } from "./markup-frame";
import { type HistoryAction, canRedo, canUndo, createHistory, hasChanges, historyReducer, isFull } from "./markup-history";
import type { MarkupColor } from "./markup-palette";
import { MarkupToolPanel } from "./markup-tool-panel";
import type { MarkupTool } from "./markup-tools";
import { DOWNLOAD_NAME, RENDITION_QUALITY, RENDITION_TYPE, downloadBlob, renderRendition } from "./rendition";
import { cleanMarkupText, textShape } from "./shape-draft";
import type { Point } from "./shape-nodes";
import { TextEntryForm } from "./text-entry-form";
import type { Size } from "./view-transform";

const DISCARD_QUESTION = "Discard your markup changes?";
const CLOSE_WHILE_SAVING = "Your marks are still being saved. Close anyway? If the save fails, they are lost.";
const fullNotice = (subject: MarkupSubject) => `A ${subject} can hold at most ${MARKUP_SHAPES_MAX} marks`;
const NOTICE_MS = 4000;

type MarkupWorkspaceProps = {
  subject: MarkupSubject;
  image: HTMLImageElement;
  photo: Size;
  initial: Markup | null;
  saving: boolean;
  onSave: (result: { markup: Markup; rendition: Blob }) => void | Promise<void>;
  onClose: () => void;
};

const isTyping = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== "radio");

export function MarkupWorkspace({ subject, image, photo, initial, saving, onSave, onClose }: MarkupWorkspaceProps) {
  const [history, dispatch] = useReducer(historyReducer, null, () => createHistory(shapesForPhoto(initial, photo)));
  const [tool, setTool] = useState<MarkupTool>("pen");
  const [color, setColor] = useState<MarkupColor>(MARKUP_DEFAULT_COLOR);
  const [size, setSize] = useState<number>(MARKUP_DEFAULT_SIZE);
  const [selection, setSelection] = useState<string | null>(null);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [typed, setTyped] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const canvas = useRef<MarkupCanvasHandle>(null);
  /** A save between Save and its end (the rendition drawn, then stored): a ref, as the tool must not render again for it. */
  const saveRunning = useRef(false);
  const shapes = history.present;
  const selectedId = tool === "select" && shapes.some((shape) => shape.id === selection) ? selection : null;
  const full = isFull(history);
  const locked = busy || saving;
  const pendingText = textAt ? cleanMarkupText(typed) : null;

  const textPreview = useMemo(
    () => (textAt ? textShape(pendingText ?? "…", textAt, { id: "text-preview", color, size }) : null),
    [textAt, pendingText, color, size],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(""), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const closeText = () => {
    setTextAt(null);
    setTyped("");
  };
  const chooseTool = (next: MarkupTool) => {
    setTool(next);
    closeText();
  };
  const edit = (action: HistoryAction) => {
    if (!locked) dispatch(action);
  };
  /** Close during a save asks whether to leave the marks to it (it carries on and says how it went), not whether to discard them. */
  const requestClose = () => {
    const question = saveRunning.current || saving ? CLOSE_WHILE_SAVING : hasChanges(history) || pendingText ? DISCARD_QUESTION : null;
    const closing = !question || window.confirm(question);
    if (closing) onClose();
    return closing;
  };
  useBackCloses(requestClose);
  const deleteSelected = () => {
    if (selectedId) edit({ type: "remove", ids: [selectedId] });
  };
  const addText = () => {
    const shape = pendingText && textAt ? textShape(pendingText, textAt, { id: uuidv7(), color, size }) : null;
    if (shape) dispatch({ type: "add", shape });
    closeText();
    return shape;
  };
  const placeText = (at: Point) => {
    if (locked) return;
    if (full) setNotice(fullNotice(subject));
    else setTextAt(at);
  };

  const exporting = (work: () => Promise<void>, failure: string) => async () => {
    setBusy(true);
    try {
      await work();
    } catch {
      setNotice(failure);
    } finally {
      setBusy(false);
    }
  };
  const save = useSingleFlight(
    exporting(async () => {
      const typedShape = addText();
      const parsed = MarkupSchema.safeParse(toMarkup(photo, typedShape ? [...shapes, typedShape] : shapes));
      if (!parsed.success) return setNotice(parsed.error.issues[0]?.message ?? "This markup cannot be saved");
      saveRunning.current = true;
      try {
        const rendition = await renderRendition(image, parsed.data, RENDITION_TYPE, RENDITION_QUALITY);
        await onSave({ markup: parsed.data, rendition });
      } finally {
        saveRunning.current = false;
      }
    }, `The marked-up ${subject} could not be made. Try again.`),
  );
  const download = useSingleFlight(
    exporting(async () => {
      downloadBlob(await renderRendition(image, toMarkup(photo, shapes), "image/png"), DOWNLOAD_NAME);
    }, "The download could not be made. Try again."),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    const command = event.metaKey || event.ctrlKey;
    if (command && (key === "y" || (key === "z" && event.shiftKey))) edit({ type: "redo" });
    else if (command && key === "z") edit({ type: "undo" });
    else if ((key === "delete" || key === "backspace") && selectedId) deleteSelected();
    else return;
    event.preventDefault();
  };

  return (
    <MarkupFrame subject={subject} onEscape={() => (textAt ? closeText() : requestClose())} onKeyDown={onKeyDown}>
      <MarkupActions
        canUndo={!locked && canUndo(history)}
        canRedo={!locked && canRedo(history)}
        canClear={!locked && shapes.length > 0}
        busy={busy}
        saving={saving}
        onClose={requestClose}
        onUndo={() => edit({ type: "undo" })}
        onRedo={() => edit({ type: "redo" })}
        onClear={() => edit({ type: "clear" })}
        onFit={() => canvas.current?.fit()}
        onDownload={download}
        onSave={save}
      />
      <div className="relative min-h-0 flex-1 overflow-hidden">
        <MarkupCanvas
          ref={canvas}
          locked={locked}
          image={image}
          photo={photo}
          textPreview={textPreview}
          tool={tool}
          color={color}
          size={size}
          shapes={shapes}
          selectedId={selectedId}
          full={full}
          add={(shape: MarkupShape) => edit({ type: "add", shape })}
          update={(shape: MarkupShape) => edit({ type: "update", shape })}
          remove={(ids) => edit({ type: "remove", ids })}
          select={setSelection}
          placeText={placeText}
          refuse={() => setNotice(fullNotice(subject))}
        />
        {textAt ? (
          <TextEntryForm text={typed} onChange={setTyped} onAdd={addText} onCancel={closeText} />
        ) : null}
        <p role="status" className="pointer-events-none absolute inset-x-2 bottom-2 text-center text-sm">
          {notice ? <span className="rounded-full bg-card/95 px-3 py-1 shadow">{notice}</span> : null}
        </p>
      </div>
      <MarkupToolPanel
        tool={tool}
        color={color}
        size={size}
        canDelete={!locked && selectedId !== null}
        onTool={chooseTool}
        onColor={setColor}
        onSize={setSize}
        onDelete={deleteSelected}
      />
    </MarkupFrame>
  );
}
