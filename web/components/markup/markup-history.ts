/**
 * The editor's undo history. Every change makes a new shape array; undo and redo step between
 * them. `saved` is the array the editor opened with, so "unsaved changes" is a reference check.
 */
import { MARKUP_SHAPES_MAX } from "../../../shared/constants";
import type { MarkupShape } from "../../../shared/schemas/markup";

export const HISTORY_LIMIT = 100;

export type Shapes = readonly MarkupShape[];
export type History = { past: readonly Shapes[]; present: Shapes; future: readonly Shapes[]; saved: Shapes };
export type HistoryAction =
  | { type: "add"; shape: MarkupShape }
  | { type: "update"; shape: MarkupShape }
  | { type: "remove"; ids: readonly string[] }
  | { type: "clear" }
  | { type: "undo" }
  | { type: "redo" };

export const createHistory = (shapes: Shapes): History => ({ past: [], present: shapes, future: [], saved: shapes });

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
export const hasChanges = (history: History) => history.present !== history.saved;
export const isFull = (history: History) => history.present.length >= MARKUP_SHAPES_MAX;

function commit(history: History, next: Shapes): History {
  return { ...history, past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

const sameShape = (a: MarkupShape, b: MarkupShape) => JSON.stringify(a) === JSON.stringify(b);

export function historyReducer(history: History, action: HistoryAction): History {
  const { present } = history;
  switch (action.type) {
    case "add":
      if (isFull(history) || present.some((shape) => shape.id === action.shape.id)) return history;
      return commit(history, [...present, action.shape]);
    case "update": {
      const current = present.find((shape) => shape.id === action.shape.id);
      if (!current || current.type !== action.shape.type || sameShape(current, action.shape)) return history;
      return commit(
        history,
        present.map((shape) => (shape === current ? action.shape : shape)),
      );
    }
    case "remove": {
      const ids = new Set(action.ids);
      const next = present.filter((shape) => !ids.has(shape.id));
      return next.length === present.length ? history : commit(history, next);
    }
    case "clear":
      return present.length === 0 ? history : commit(history, []);
    case "undo": {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return { ...history, past: history.past.slice(0, -1), present: previous, future: [present, ...history.future] };
    }
    case "redo": {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { ...history, past: [...history.past, present].slice(-HISTORY_LIMIT), present: next, future: rest };
    }
  }
}
