import { readUserItem, writeUserItem } from "../../lib/user-storage";

/** Client names the signed-in user has typed, kept in their own browser storage and merged with names from their jobs. */
const NAME = "clients";

export function readSavedClientNames(): string[] {
  try {
    const stored: unknown = JSON.parse(readUserItem(NAME) ?? "[]");
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/** Sorted, trimmed and unique regardless of case; the first spelling seen wins. */
export function mergeClientNames(...lists: string[][]): string[] {
  const byKey = new Map<string, string>();
  for (const name of lists.flat()) {
    const trimmed = name.trim();
    if (trimmed && !byKey.has(trimmed.toLowerCase())) byKey.set(trimmed.toLowerCase(), trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }));
}

export function rememberClientName(name: string) {
  writeUserItem(NAME, JSON.stringify(mergeClientNames(readSavedClientNames(), [name])));
}
