import { hc } from "hono/client";
import { BOOKMARK_HEADER } from "../../shared/http-headers";
import type { AppType } from "../../worker/app";
import { rememberBookmark } from "../lib/bookmark";
import { signedInAs } from "./signed-in-as";

/** Every API call keeps the D1 bookmark its answer brings (its cookie goes with the next), so reads follow this user's writes. */
async function bookmarkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const answered = response.headers.get(BOOKMARK_HEADER);
  if (answered) rememberBookmark(answered);
  return response;
}

export const api = hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
  fetch: bookmarkedFetch,
  headers: signedInAs,
  init: { credentials: "same-origin" },
});

/** A stalled upload on a weak signal is given up after this long, so photos queued behind it are not held forever. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Options for a multipart upload (photos, markup renditions) through the typed client: the routes read the form
 * themselves, so it goes in as the request body (hc's own form input would name every file "blob").
 */
export const formUpload = (form: FormData) => ({ init: { body: form, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) } });
