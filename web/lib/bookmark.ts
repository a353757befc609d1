/**
 * The latest D1 Sessions bookmark the Worker answered with, kept as a cookie so every request to the Worker carries
 * it: the app's own calls, the page's HTML and the reads that HTML preloads. It makes the database serving the next
 * read at least as new as this user's last write, even from a read replica. It lasts while the browser runs (a
 * replica lags by moments, not days) and ends with the session's other values on sign-out.
 */
import { BOOKMARK_COOKIE } from "../../shared/http-headers";
import { onUserDataWipe } from "./user-storage";

const KEPT = new RegExp(`(?:^|; )${BOOKMARK_COOKIE}=([^;]+)`);

/**
 * D1 bookmarks are fixed-width hex counters, so a later one sorts after an earlier one; an answer
 * that arrives late with an older bookmark must not take the client back in time.
 */
export function rememberBookmark(bookmark: string) {
  // Outside a page (the write-queue chaos test drives the client from Node) there is no cookie to keep it in.
  if (typeof document === "undefined") return;
  const current = KEPT.exec(document.cookie)?.[1];
  if (current?.length === bookmark.length && bookmark <= current) return;
  document.cookie = `${BOOKMARK_COOKIE}=${bookmark}; Path=/`;
}

onUserDataWipe(() => {
  document.cookie = `${BOOKMARK_COOKIE}=; Path=/; Max-Age=0`;
});
