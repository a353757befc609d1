import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRevealedCount } from "./use-revealed-count";

const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe("useRevealedCount", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the first items at once and a step more in each later task, up to the total", async () => {
    const { result } = renderHook(() => useRevealedCount(20, 4, 8));
    expect(result.current).toBe(4);
    await nextTask();
    expect(result.current).toBe(12);
    await nextTask();
    expect(result.current).toBe(20);
    await nextTask();
    expect(result.current).toBe(20);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never counts past a short list, and goes on when the list grows", async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 4, 8), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 30 });
    expect(result.current).toBe(4);
    await nextTask();
    expect(result.current).toBe(12);
  });
});
