import { hc } from "hono/client";
import type { AppType } from "../../worker/app";

export const api = hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
  init: { credentials: "same-origin" },
});
