import { type ClientResponse, hc } from "hono/client";
import type { ProofDecisionInput } from "../../shared/schemas/file";
import type { SharedMeasurementCreateInput } from "../../shared/schemas/share";
import { fileNameFrom } from "../lib/save-file";
import type { AppType } from "../../worker/app";
import { withoutFieldPaths } from "../../shared/domain/issue-text";

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

/** The Worker's message; a refused form's without the field paths it starts each part with ("measurement.width: Width must be…"), as each part names its field. */
function messageIn(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null || !("message" in body) || typeof body.message !== "string") return "";
    return "code" in body && body.code === "validation_failed" ? withoutFieldPaths(body.message) : body.message;
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
  throw await failureOf(response);
}

async function failureOf(response: Pick<Response, "status" | "text">): Promise<SharedError> {
  const message = await response.text().then(messageIn, () => "");
  if (response.status === 404) return new SharedError("denied", message);
  if (response.status === 429) return new SharedError("busy", message || "Too many attempts. Wait a few minutes and try again.");
  if (response.status < 500) return new SharedError("refused", message || "That could not be saved.");
  return new SharedError("broken", "Something went wrong on our side. Please try again.");
}

export const loadSharedView = (token: string) => answer(shared.$get(tokenParam(token)));

export const addSharedMeasurement = (token: string, body: SharedMeasurementCreateInput & { measurement: { id: string } }) =>
  answer(shared.measurements.$post({ ...tokenParam(token), json: body }));

/** The route reads the form itself, so it goes in as the request body (hc's own form input would name every file "blob"). */
export const addSharedPhoto = (token: string, form: FormData) => answer(shared.photos.$post(tokenParam(token), { init: { body: form } }));

/** The shared job's report as a PDF file, with the name the server gave it, in the owner's shop's units. */
export async function fetchSharedReport(token: string, metric: boolean): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await shared["report.pdf"].$get({ ...tokenParam(token), query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone, units: metric ? "metric" : "imperial" } });
  } catch {
    throw new SharedError("offline", "No connection. Check your signal and try again.");
  }
  if (!response.ok) throw await failureOf(response);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get("Content-Disposition"), "report.pdf") };
}

export const decideSharedProof = (token: string, proofId: string, body: ProofDecisionInput) =>
  answer(shared.proofs[":proofId"].decision.$post({ param: { token: encodeURIComponent(token), proofId }, json: body }));

/** A change request with the design as the client marked it: `name`, `comment` and the image in `marked`. */
export const requestChangesWithMarks = (token: string, proofId: string, form: FormData) =>
  answer(shared.proofs[":proofId"]["marked-changes"].$post({ param: { token: encodeURIComponent(token), proofId } }, { init: { body: form } }));
