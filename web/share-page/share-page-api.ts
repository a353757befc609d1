import { type ClientResponse, hc } from "hono/client";
import type { SharedMeasurementCreateInput } from "../../shared/schemas/share";
import type { AppType } from "../../worker/app";

export type SharedFailure = "denied" | "offline" | "refused" | "busy" | "broken";

/** Why a call failed, in terms the page can act on, with the server's own words where it gave some. */
export class SharedError extends Error {
  constructor(
    readonly kind: SharedFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A share link stands alone: no cookies are sent, and the token in the address does not leak as a referrer. */
const shared = hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
  init: { credentials: "omit", referrerPolicy: "no-referrer" },
}).api.shared[":token"];

const tokenParam = (token: string) => ({ param: { token: encodeURIComponent(token) } });

function messageIn(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : "";
  } catch {
    return "";
  }
}

async function answer<T>(request: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  let response: ClientResponse<T, number, "json">;
  try {
    response = await request;
  } catch {
    throw new SharedError("offline", "No connection. Check your signal and try again.");
  }
  if (response.ok) return response.json();
  const message = await response.text().then(messageIn, () => "");
  if (response.status === 404) throw new SharedError("denied", message);
  if (response.status === 429) throw new SharedError("busy", message || "Too many attempts. Wait a few minutes and try again.");
  if (response.status < 500) throw new SharedError("refused", message || "That could not be saved.");
  throw new SharedError("broken", "Something went wrong on our side. Please try again.");
}

export const loadSharedView = (token: string) => answer(shared.$get(tokenParam(token)));

export const addSharedMeasurement = (token: string, body: SharedMeasurementCreateInput & { measurement: { id: string } }) =>
  answer(shared.measurements.$post({ ...tokenParam(token), json: body }));

/** The route reads the form itself, so it goes in as the request body (hc's own form input would name every file "blob"). */
export const addSharedPhoto = (token: string, form: FormData) => answer(shared.photos.$post(tokenParam(token), { init: { body: form } }));
