import { useState } from "react";

function read<T extends string>(key: string, allowed: readonly T[], fallback: () => T): T {
  try {
    const stored = localStorage.getItem(key) ?? "";
    return (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback();
  } catch {
    return fallback();
  }
}

/** A choice this device remembers (a unit, a currency): one of `allowed`, else the fallback. */
export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: () => T): [T, (next: T) => void] {
  const [value, setValue] = useState(() => read(key, allowed, fallback));
  const choose = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  return [value, choose];
}
