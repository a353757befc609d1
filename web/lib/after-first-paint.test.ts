import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

const freshHook = async () => (await import("./after-first-paint")).useAfterFirstPaint;

describe("useAfterFirstPaint", () => {
  it("is false through the frame that paints the start's first render, and true in a task after it", async () => {
    const useAfterFirstPaint = await freshHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => void vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it("is true at once for a screen opened after the start was painted", async () => {
    const useAfterFirstPaint = await freshHook();
    renderHook(() => useAfterFirstPaint());
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.runOnlyPendingTimers());
    expect(renderHook(() => useAfterFirstPaint()).result.current).toBe(true);
  });

  it("goes on without a frame in a hidden tab, which paints none", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const useAfterFirstPaint = await freshHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    act(() => void vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it("leaves nothing running once unmounted before the paint", async () => {
    const useAfterFirstPaint = await freshHook();
    const { unmount } = renderHook(() => useAfterFirstPaint());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
