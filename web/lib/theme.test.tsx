import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "../../shared/constants";
import { ThemeProvider, useTheme } from "./theme";

type Listener = (event: MediaQueryListEvent) => void;

function fakeSystemTheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => query);
  return (nextDark: boolean) => {
    dark = nextDark;
    for (const listener of listeners) listener({ matches: nextDark } as MediaQueryListEvent);
  };
}

function Probe() {
  const { theme, resolved, setTheme } = useTheme();
  return (
    <>
      <output>{`${theme}/${resolved}`}</output>
      <button type="button" onClick={() => setTheme("dark")}>dark</button>
      <button type="button" onClick={() => setTheme("system")}>system</button>
    </>
  );
}

const shown = () => screen.getByRole("status").textContent;
const isDark = () => document.documentElement.classList.contains("dark");

afterEach(() => document.documentElement.classList.remove("dark"));

describe("ThemeProvider", () => {
  it("defaults to system and follows the OS as it changes", () => {
    const setSystemDark = fakeSystemTheme(false);
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(shown()).toBe("system/light");
    expect(isDark()).toBe(false);
    act(() => setSystemDark(true));
    expect(shown()).toBe("system/dark");
    expect(isDark()).toBe(true);
  });

  it("remembers an explicit choice in browser storage and restores it", () => {
    fakeSystemTheme(false);
    const first = render(<ThemeProvider><Probe /></ThemeProvider>);
    act(() => screen.getByText("dark").click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(isDark()).toBe(true);
    first.unmount();
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(shown()).toBe("dark/dark");
  });

  it("ignores an unknown stored value", () => {
    fakeSystemTheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(shown()).toBe("system/dark");
  });
});
