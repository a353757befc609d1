import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstScreen } from "./after-first-screen";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterFirstScreen", () => {
  it("waits for the first screen, then for the browser's next idle period", () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      return idle.push(callback);
    });
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(1_999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledOnce();
  });

  it("runs after the wait where there is no requestIdleCallback (Safari)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled, before or during the idle wait", () => {
    vi.useFakeTimers();
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    const task = vi.fn();
    afterFirstScreen(task)();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    const cancel = afterFirstScreen(task);
    vi.advanceTimersByTime(2_000);
    cancel();
    expect(cancelled).toEqual([7]);
  });
});
