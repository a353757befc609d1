import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../shared/errors";
import { FOREIGN_KEY_FAILED, isConstraintFailure } from "./d1-errors";

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  gone: 410,
  conflict: 409,
  edit_conflict: 409,
  idempotency_conflict: 422,
  idempotency_in_progress: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_content: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS_BY_CODE[code];
    this.headers = headers;
  }
}

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  return match ? match[0] : status >= 500 ? "internal_error" : "bad_request";
}

/** For a write under a job: the job deleted meanwhile fails the batch on its foreign key, which is a 404. */
export function jobGone(error: unknown): never {
  throw isConstraintFailure(error, FOREIGN_KEY_FAILED) ? new AppError("not_found", "Job not found") : error;
}
