import { describe, expect, it } from "vitest";
import { MARKUP_SHAPES_MAX } from "../../../shared/constants";
import { sampleShape } from "../../test/markup-fixture";
import { HISTORY_LIMIT, canRedo, canUndo, createHistory, hasChanges, historyReducer, isFull, type History, type HistoryAction } from "./markup-history";

const run = (history: History, ...actions: HistoryAction[]) => actions.reduce(historyReducer, history);
const pen = sampleShape("pen");
const line = sampleShape("line");
const arrow = sampleShape("arrow");

describe("markup history", () => {
  it("starts from the saved shapes with nothing to undo and no changes", () => {
    const history = createHistory([pen]);
    expect(history.present).toEqual([pen]);
    expect(canUndo(history) || canRedo(history) || hasChanges(history)).toBe(false);
  });

  it("adds, undoes and redoes", () => {
    const drawn = run(createHistory([]), { type: "add", shape: pen }, { type: "add", shape: line });
    expect(drawn.present).toEqual([pen, line]);
    const undone = run(drawn, { type: "undo" });
    expect(undone.present).toEqual([pen]);
    expect(canRedo(undone)).toBe(true);
    expect(run(undone, { type: "redo" }).present).toEqual([pen, line]);
    expect(run(undone, { type: "undo" }, { type: "undo" }).present).toEqual([]);
  });

  it("drops the redo steps when something new is drawn", () => {
    const history = run(createHistory([]), { type: "add", shape: pen }, { type: "undo" }, { type: "add", shape: line });
    expect(history.present).toEqual([line]);
    expect(canRedo(history)).toBe(false);
  });

  it("has no changes again after undoing back to the start", () => {
    const history = run(createHistory([pen]), { type: "add", shape: line });
    expect(hasChanges(history)).toBe(true);
    expect(hasChanges(run(history, { type: "undo" }))).toBe(false);
  });

  it("updates a shape in place, keeping the drawing order", () => {
    const moved = { ...line, x: 1 };
    const history = run(createHistory([pen, line, arrow]), { type: "update", shape: moved });
    expect(history.present).toEqual([pen, moved, arrow]);
    expect(run(history, { type: "undo" }).present).toEqual([pen, line, arrow]);
  });

  it("ignores changes that change nothing", () => {
    const start = createHistory([pen, line]);
    expect(run(start, { type: "update", shape: { ...line } })).toBe(start);
    expect(run(start, { type: "update", shape: { ...arrow } })).toBe(start);
    expect(run(start, { type: "remove", ids: ["nope"] })).toBe(start);
    expect(run(start, { type: "add", shape: pen })).toBe(start);
    expect(run(start, { type: "undo" }, { type: "redo" })).toBe(start);
    expect(run(createHistory([]), { type: "clear" }).past).toHaveLength(0);
  });

  it("removes shapes by id, in one step", () => {
    const history = run(createHistory([pen, line, arrow]), { type: "remove", ids: [pen.id, arrow.id] });
    expect(history.present).toEqual([line]);
    expect(run(history, { type: "undo" }).present).toEqual([pen, line, arrow]);
  });

  it("clears everything as one undoable step", () => {
    const history = run(createHistory([pen, line]), { type: "clear" });
    expect(history.present).toEqual([]);
    expect(run(history, { type: "undo" }).present).toEqual([pen, line]);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = createHistory([]);
    for (let index = 0; index < HISTORY_LIMIT + 20; index += 1) history = historyReducer(history, { type: "add", shape: { ...pen, id: `p${index}` } });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    for (let index = 0; index < HISTORY_LIMIT + 20; index += 1) history = historyReducer(history, { type: "undo" });
    expect(history.present).toHaveLength(20);
  });

  it(`refuses a shape beyond ${MARKUP_SHAPES_MAX}`, () => {
    const shapes = Array.from({ length: MARKUP_SHAPES_MAX }, (_, index) => ({ ...sampleShape("circle"), id: `c${index}` }));
    const history = createHistory(shapes);
    expect(isFull(history)).toBe(true);
    expect(run(history, { type: "add", shape: pen })).toBe(history);
  });
});
