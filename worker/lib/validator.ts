import { zValidator } from "@hono/zod-validator";
import type { HonoRequest, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { unknownFieldsMessage } from "../../shared/schemas/plain-issues";
import { AppError } from "./errors";
import { unknownFields } from "./unknown-fields";

// The same test Hono's validator uses before it parses a body: any other type is silently read as {}.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const NOT_UTF8_BODY = "The request body holds a broken character that cannot be saved (it is not valid UTF-8); retype the text and send it again.";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** One message per field, the first its checks found (a roll width of 0 is "greater than 0", not also "at least 1 in"), as the forms show them. */
export function describeIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (!byField.has(field)) byField.set(field, field ? `${field}: ${issue.message}` : issue.message);
  }
  return [...byField.values()].join("; ");
}

function isJson(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test(contentType?.split(";")[0]?.trim() ?? "");
}

/**
 * Refuses a body whose bytes are not UTF-8: the lenient read JSON parsing does would store U+FFFD in place of each bad
 * byte. The bytes are read once (Hono keeps them, and the idempotency check may have read them already), and the
 * validator parses the same bytes.
 */
async function requireUtf8(request: HonoRequest): Promise<void> {
  try {
    strictUtf8.decode(await request.arrayBuffer());
  } catch {
    throw new AppError("bad_request", NOT_UTF8_BODY);
  }
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
  // Without this, a form or text body would be validated as an empty object and answer "X is required". A field the
  // schema does not name is refused at any depth, whether or not the schema is strict: forms and restores parse
  // with the same schemas and pass over extra fields, a write never does.
  const checkJson: typeof check = async (c, next) => {
    if (!isJson(c.req.header("Content-Type"))) {
      throw new AppError("unsupported_media_type", "Send JSON (Content-Type: application/json).");
    }
    await requireUtf8(c.req);
    const unknown = unknownFields(schema, await c.req.json().catch(() => undefined));
    if (unknown.length) throw new AppError("validation_failed", unknownFieldsMessage(unknown));
    return check(c, next);
  };
  return checkJson;
};
