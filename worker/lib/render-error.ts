import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody } from "../../shared/errors";
import type { AppBindings } from "../env";
import { AppError, codeForStatus } from "./errors";

/** A request's path for the logs, with a share link's token (a bearer secret) left out. */
export const loggedPath = (path: string) => path.replace(/^(\/(?:api\/)?shared\/)[^/]+/, "$1…");

export function renderError(error: Error, c: Context<AppBindings>): Response {
  const requestId = c.get("requestId");
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code, requestId };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const body: ErrorBody = { message: error.message || "Bad request.", code: codeForStatus(error.status), requestId };
    return c.json(body, error.status);
  }
  console.error(JSON.stringify({ requestId, path: loggedPath(c.req.path), error: String(error), stack: error.stack }));
  const body: ErrorBody = {
    message: "Something went wrong on our side. Please try again.",
    code: "internal_error",
    requestId,
  };
  return c.json(body, 500);
}
