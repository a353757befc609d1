import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "./after-first-paint";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useAfterFirstPaint", () => {
  it("is false through the frame that paints the first render, and true in a task after it", () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => void vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it("leaves nothing running once unmounted before the paint", () => {
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
