/** Multipart forms as the upload routes take them: each field once, files only where files belong, no field a route does not take. */
import * as z from "zod";
import { AppError } from "./errors";
import { describeIssues } from "./validator";

/** The upload's multipart form; `field` names the file's field in the message for any other body. */
export async function readForm(request: Request, field: string): Promise<FormData> {
  if (!request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", `Send the ${field} as multipart/form-data, with the file in the field named ${field}.`);
  }
  return request.formData().catch(() => {
    throw new AppError("bad_request", "The upload could not be read. Please try again.");
  });
}

/**
 * The form's text fields by name. `files` names the fields that carry files, which their readers check; a field sent
 * twice, or a file sent where text belongs, is refused rather than one of them being passed over.
 */
export function textFields(form: FormData, files: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (seen.has(name)) throw new AppError("validation_failed", `${name}: Send this field once.`);
    seen.add(name);
    if (files.includes(name)) continue;
    if (typeof value !== "string") throw new AppError("validation_failed", `${name}: Send text in this field, not a file.`);
    fields[name] = value;
  }
  return fields;
}

export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError("validation_failed", describeIssues(parsed.error.issues));
  return parsed.data;
}

const NO_TEXT_FIELDS = z.object({}).strict();

/** A form that carries only the named files (a logo, a backup zip): any text field is one the route does not take. */
export const requireOnlyFiles = (form: FormData, files: readonly string[]) => void parseFields(NO_TEXT_FIELDS, textFields(form, files));
