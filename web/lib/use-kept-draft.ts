import { useEffect, useState } from "react";
import { readUserItem, removeUserItem, writeUserItem } from "./user-storage";

/**
 * Text being typed that outlives its form: switching tabs, reloading or the phone closing the app keeps it, under the
 * signed-in user, until it is sent or cleared; signing out removes it with the user's other values.
 */
export function useKeptDraft(name: string) {
  const [text, setText] = useState(() => readUserItem(name) ?? "");
  useEffect(() => {
    if (text) writeUserItem(name, text);
    else removeUserItem(name);
  }, [name, text]);
  return [text, setText] as const;
}
