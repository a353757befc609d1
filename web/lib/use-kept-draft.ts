import { type SetStateAction, useCallback, useEffect, useState } from "react";
import { readUserItem, removeUserItem, writeUserItem } from "./user-storage";

type Kept = { name: string; text: string };

const keptOf = (name: string): Kept => ({ name, text: readUserItem(name) ?? "" });

/**
 * Text being typed that outlives its form: switching tabs, reloading or the phone closing the app keeps it, under the
 * signed-in user, until it is sent or cleared; signing out removes it with the user's other values. A new `name` (the
 * page moved on to another job) reads that name's own text, so one job's draft never shows, or is kept, under another.
 */
export function useKeptDraft(name: string) {
  const [kept, setKept] = useState(() => keptOf(name));
  const current = kept.name === name ? kept : keptOf(name);
  if (current !== kept) setKept(current);
  useEffect(() => {
    if (current.text) writeUserItem(current.name, current.text);
    else removeUserItem(current.name);
  }, [current.name, current.text]);
  const setText = useCallback((next: SetStateAction<string>) => setKept((previous) => ({ ...previous, text: typeof next === "function" ? next(previous.text) : next })), []);
  return [current.text, setText] as const;
}
