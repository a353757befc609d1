/**
 * The latest D1 Sessions bookmark the Worker answered with. Sent back on every call, it makes
 * the database serving the next read at least as new as this user's last write, even from a
 * read replica. Kept across reloads; wiped with the session's other values on sign-out.
 */
import { onUserDataWipe, sessionKey } from "./user-storage";

const KEY = sessionKey("d1-bookmark");

let latest: string | null = null;
let loaded = false;

export function readBookmark(): string | null {
  if (!loaded) {
    loaded = true;
    try {
      latest = localStorage.getItem(KEY);
    } catch {
      latest = null;
    }
  }
  return latest;
}

/**
 * D1 bookmarks are fixed-width hex counters, so a later one sorts after an earlier one; an answer
 * that arrives late with an older bookmark must not take the client back in time.
 */
export function rememberBookmark(bookmark: string) {
  const current = readBookmark();
  if (current !== null && current.length === bookmark.length && bookmark <= current) return;
  latest = bookmark;
  try {
    localStorage.setItem(KEY, bookmark);
  } catch {
    // Private mode: the bookmark lasts for this visit only.
  }
}

onUserDataWipe(() => {
  latest = null;
  loaded = true;
});
