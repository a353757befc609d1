import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTS_AT_LATEST_MS, fetchPartsOnceShown, useFetchPartsAtLatest, useFetchPartsOnceShown } from "./parts-once-shown";

const held = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("the parts a start holds until its screen is shown", () => {
  it("moves the held modulepreloads into the head once, in their order, one per task after the one that showed the screen", () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<template id="parts-once-shown"><link rel="modulepreload" href="/assets/photos-tab-A1.js"><link rel="modulepreload" href="/assets/notes-tab-B2.js"></template>';
    fetchPartsOnceShown();
    expect(held()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(held()).toEqual(["/assets/photos-tab-A1.js"]);
    vi.runAllTimers();
    expect(held()).toEqual(["/assets/photos-tab-A1.js", "/assets/notes-tab-B2.js"]);
    fetchPartsOnceShown();
    vi.runAllTimers();
    expect(held()).toHaveLength(2);
  });

  it("does nothing for a start whose HTML holds nothing back", () => {
    fetchPartsOnceShown();
    expect(held()).toEqual([]);
  });

  it("waits for a page to say it is shown", () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<template id="parts-once-shown"><link rel="modulepreload" href="/assets/dialog-panel-C4.js"></template>';
    const page = renderHook(({ shown }) => useFetchPartsOnceShown(shown), { initialProps: { shown: false } });
    vi.runAllTimers();
    expect(held()).toEqual([]);
    page.rerender({ shown: true });
    vi.runAllTimers();
    expect(held()).toEqual(["/assets/dialog-panel-C4.js"]);
  });

  it("starts once the browser is next idle, so the screen's own rendering comes first, then adds one per task", () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    document.head.innerHTML = '<template id="parts-once-shown"><link rel="modulepreload" href="/assets/photos-tab-A1.js"><link rel="modulepreload" href="/assets/notes-tab-B2.js"></template>';
    fetchPartsOnceShown();
    vi.runAllTimers();
    expect(held()).toEqual([]);
    idle.shift()!();
    expect(held()).toEqual(["/assets/photos-tab-A1.js"]);
    vi.runAllTimers();
    expect(held()).toEqual(["/assets/photos-tab-A1.js", "/assets/notes-tab-B2.js"]);
    expect(idle).toEqual([]);
  });

  it("fetches them from the layout in the end for a page never shown", () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<template id="parts-once-shown"><link rel="modulepreload" href="/assets/toaster-D5.js"></template>';
    renderHook(() => useFetchPartsAtLatest());
    vi.advanceTimersByTime(PARTS_AT_LATEST_MS - 1);
    expect(held()).toEqual([]);
    vi.runAllTimers();
    expect(held()).toEqual(["/assets/toaster-D5.js"]);
  });
});
