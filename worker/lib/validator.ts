import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "./errors";

// The same test Hono's validator uses before it parses a body: any other type is silently read as {}.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function describeIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

function isJson(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test(contentType?.split(";")[0]?.trim() ?? "");
}

export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) => {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError("validation_failed", describeIssues(result.error.issues));
    }
  });
  if (target !== "json") return check;
  // Without this, a form or text body would be validated as an empty object and answer "X is required".
  const checkJson: typeof check = async (c, next) => {
    if (!isJson(c.req.header("Content-Type"))) {
      throw new AppError("unsupported_media_type", "Send JSON (Content-Type: application/json).");
    }
    return check(c, next);
  };
  return checkJson;
};
