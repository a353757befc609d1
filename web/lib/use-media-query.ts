import { useSyncExternalStore } from "react";

const matches = (query: string) => typeof matchMedia === "function" && matchMedia(query).matches;

/** Whether the screen matches a media query, kept current as it changes (a window resized, the system theme switched). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== "function") return () => undefined;
      const list = matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => matches(query),
  );
}
