import type { ClientResponse } from "hono/client";
import type { EditConflictBody, ErrorBody, ErrorCode } from "../../shared/errors";

/**
 * A non-OK answer. Its text is "<status>: <body text or status text>" (spec §8), which the 401
 * rule reads; code, fields and current come from the body when it matches ErrorBodySchema, so
 * the UI can branch on them.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  readonly fields: string[];
  readonly current: unknown;

  constructor(
    readonly status: number,
    bodyText: string,
    statusText: string,
    readonly serverMessage: string | undefined = undefined,
    body: ErrorBody | undefined = undefined,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.code = body?.code;
    this.fields = body?.fields ?? [];
    this.current = body?.current;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(json: unknown): string | undefined {
  return typeof json === "object" && json !== null && "message" in json && typeof json.message === "string" ? json.message : undefined;
}

/** zod is loaded only when an error body arrives, to keep it out of the first screen's JavaScript. */
async function parseErrorBody(json: unknown): Promise<ErrorBody | undefined> {
  try {
    const { ErrorBodySchema } = await import("../../shared/errors");
    const parsed = ErrorBodySchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type AnsweredResponse = Pick<Response, "status" | "statusText" | "text">;

const apiErrorOf = async ({ status, statusText }: Pick<Response, "status" | "statusText">, text: string, json: unknown) =>
  new ApiError(status, text, statusText, messageOf(json), await parseErrorBody(json));

export async function toApiError(response: AnsweredResponse): Promise<ApiError> {
  const text = await response.text();
  return apiErrorOf(response, text, safeJson(text));
}

/**
 * The body of a route's success answer, typed by what the Worker passes to c.json. Failures are thrown as
 * AppError and rendered by the error handler, outside the route's type; a route that answers an error with
 * c.json itself must have that status handled by its caller first, or this does not compile.
 */
export async function readJson<T>(response: ClientResponse<T, number, "json">): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  return response.json();
}

/** For routes that answer success with no body (204). */
export async function expectOk(response: AnsweredResponse & { ok: boolean; body: ReadableStream | null }): Promise<void> {
  if (!response.ok) throw await toApiError(response);
  await response.body?.cancel();
}

/** The server no longer has it for this user (deleted, or its share ended): what the device kept of it is not shown. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export function isApiError(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/**
 * An edit_conflict as its PATCH route answered it, with the record as it is now typed by that route. Each kind of
 * record has its own subclass (JobEditConflict, …), so that `instanceof` tells which record `current` is.
 */
export abstract class EditConflict<T extends { id: string }> extends ApiError {
  declare readonly current: T;

  constructor(status: number, statusText: string, body: EditConflictBody<T>) {
    super(status, JSON.stringify(body), statusText, body.message, body);
  }
}

type EditConflictClass<T extends { id: string }> = new (status: number, statusText: string, body: EditConflictBody<T>) => EditConflict<T>;

/**
 * A PATCH's 409: the route's own edit_conflict, as `Conflict` with the record it carries, or another conflict (an
 * earlier try of the same write still running) as a plain ApiError.
 */
export async function conflictError<T extends { id: string }>(response: ClientResponse<EditConflictBody<T>, 409, "json">, Conflict: EditConflictClass<T>): Promise<ApiError> {
  const body = await response.json().catch(() => undefined);
  if (body?.code === "edit_conflict") return new Conflict(response.status, response.statusText, body);
  return apiErrorOf(response, body === undefined ? "" : JSON.stringify(body), body);
}

/** A conflict of this kind about the record with this id, as the edit's own request met it. */
export function editConflict<T extends { id: string }>(error: unknown, Conflict: EditConflictClass<T>, id: string): EditConflict<T> | null {
  return error instanceof Conflict && error.current.id === id ? error : null;
}

/** An edit_conflict that names none of the fields the edit changed: the server's answer raced another write. */
function conflictElsewhere(error: unknown, patch: object): boolean {
  if (!isApiError(error, "edit_conflict")) return false;
  const changed = Object.entries(patch).flatMap(([field, value]) => (value === undefined ? [] : [field]));
  return !error.fields.some((field) => changed.includes(field));
}

const CONFLICT_ELSEWHERE_RETRIES = 2;

/**
 * Sends an edit, and sends it again (at most twice) when the answer is an edit_conflict on fields it
 * did not change: the user's fields were not in conflict, so showing one would be wrong. Sent again,
 * the base keeps only the changed fields' earlier values, so the server checks exactly those.
 */
export async function sendEdit<T, P extends object, B extends object>(send: (patch: P, base: B) => Promise<T>, patch: P, base: B): Promise<T> {
  let sentBase = base;
  for (let retries = 0; ; retries += 1) {
    try {
      return await send(patch, sentBase);
    } catch (error) {
      if (retries >= CONFLICT_ELSEWHERE_RETRIES || !conflictElsewhere(error, patch)) throw error;
      sentBase = Object.fromEntries(Object.entries(base).filter(([field]) => (patch as Record<string, unknown>)[field] !== undefined)) as B;
    }
  }
}

type StoredApiError = { apiError: true; status: number; message: string; serverMessage: string | undefined; code: ErrorCode | undefined; fields: string[]; current: unknown };

/** An error as kept on the device with a queued write: IndexedDB would keep only an Error's message. */
export function storableError(error: unknown): unknown {
  if (error instanceof ApiError) {
    const { status, message, serverMessage, code, fields, current } = error;
    return { apiError: true, status, message, serverMessage, code, fields, current } satisfies StoredApiError;
  }
  return error instanceof Error ? { apiError: false, name: error.name, message: error.message } : error;
}

export function revivedError(stored: unknown): unknown {
  if (typeof stored !== "object" || stored === null || !("apiError" in stored)) return stored;
  if (stored.apiError !== true) {
    const { name, message } = stored as unknown as { name: string; message: string };
    return Object.assign(name === "TypeError" ? new TypeError(message) : new Error(message), { name });
  }
  const { status, message, serverMessage, code, fields, current } = stored as StoredApiError;
  const body = code ? { code, message: serverMessage ?? "", requestId: "", fields, current } : undefined;
  return new ApiError(status, message.slice(`${status}: `.length), "", serverMessage, body);
}

/** Failures worth sending again later: no answer at all, a server that was busy or failing, or an earlier try of the same write still running. */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429 || error.code === "idempotency_in_progress";
  return error instanceof TypeError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));
}
