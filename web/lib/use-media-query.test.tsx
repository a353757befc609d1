import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMediaQuery } from "./use-media-query";

function fakeScreen(width: number) {
  const listeners = new Set<() => void>();
  const screen = {
    width,
    resize(next: number) {
      screen.width = next;
      listeners.forEach((listener) => listener());
    },
  };
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return screen.width >= Number(/min-width: (\d+)px/.exec(query)![1]);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return { screen, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe("useMediaQuery", () => {
  it("answers the query now and again whenever the screen changes, and stops listening once unmounted", () => {
    const { screen, listeners } = fakeScreen(390);
    const { result, unmount } = renderHook(() => useMediaQuery("(min-width: 1024px)"));
    expect(result.current).toBe(false);
    act(() => screen.resize(1280));
    expect(result.current).toBe(true);
    act(() => screen.resize(800));
    expect(result.current).toBe(false);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it("is false where the browser has no media queries", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(renderHook(() => useMediaQuery("(min-width: 1024px)")).result.current).toBe(false);
  });
});
