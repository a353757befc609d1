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

