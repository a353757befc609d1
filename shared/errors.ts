import * as z from "zod";

const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "forbidden_origin",
  "not_found",
  "method_not_allowed",
  "gone",
  "conflict",
  "edit_conflict",
  "idempotency_conflict",
  "idempotency_in_progress",
  "precondition_failed",
  "payload_too_large",
  "unsupported_media_type",
  "unprocessable_content",
  "rate_limited",
  "internal_error",
  "service_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** An edit_conflict (409) also names the fields changed on both sides and carries the record as it is now. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  requestId: z.string(),
  fields: z.array(z.string()).optional(),
  current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** An edit_conflict's body as a route answers it: `current` is the route's own record type. */
export type EditConflictBody<T> = ErrorBody & { code: "edit_conflict"; fields: string[]; current: T };
