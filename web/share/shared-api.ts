import type { SharedMeasurementCreateInput, SharedMeasurementCreated, SharedPhotoCreated, SharedView } from "../../shared/schemas/share";

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

async function send<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: "omit", referrerPolicy: "no-referrer" });
  } catch {
    throw new SharedError("offline", "No connection. Check your signal and try again.");
  }
  if (response.ok) return (await response.json()) as T;
  const message = await response
    .json()
    .then((body: { message?: string }) => body.message ?? "")
    .catch(() => "");
  if (response.status === 404) throw new SharedError("denied", message);
  if (response.status === 429) throw new SharedError("busy", message || "Too many attempts. Wait a few minutes and try again.");
  if (response.status < 500) throw new SharedError("refused", message || "That could not be saved.");
  throw new SharedError("broken", "Something went wrong on our side. Please try again.");
}

export const loadSharedView = (token: string) => send<SharedView>(`/api/shared/${encodeURIComponent(token)}`);

export const addSharedMeasurement = (token: string, body: SharedMeasurementCreateInput & { measurement: { id: string } }) =>
  send<SharedMeasurementCreated>(`/api/shared/${encodeURIComponent(token)}/measurements`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

export const addSharedPhoto = (token: string, form: FormData) =>
  send<SharedPhotoCreated>(`/api/shared/${encodeURIComponent(token)}/photos`, { method: "POST", body: form });
