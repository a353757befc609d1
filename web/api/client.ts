import { hc } from "hono/client";
import { BOOKMARK_HEADER } from "../../shared/http-headers";
import type { AppType } from "../../worker/app";
import { readBookmark, rememberBookmark } from "../lib/bookmark";

/** Every API call carries the latest D1 bookmark and keeps the one its answer brings, so reads follow this user's writes. */
async function bookmarkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const bookmark = readBookmark();
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  const response = await fetch(input, { ...init, headers });
  const answered = response.headers.get(BOOKMARK_HEADER);
  if (answered) rememberBookmark(answered);
  return response;
}

export const api = hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
  fetch: bookmarkedFetch,
  init: { credentials: "same-origin" },
});

/** A stalled upload on a weak signal is given up after this long, so photos queued behind it are not held forever. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Multipart uploads (photos, markup renditions) go outside the typed client, which sends JSON, but keep its bookmark handling. */
export const sendForm = (url: URL, form: FormData, method: "POST" | "PUT" = "POST") =>
  bookmarkedFetch(url, { method, body: form, credentials: "same-origin", signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
