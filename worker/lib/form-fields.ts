/** Multipart forms as the upload routes take them: each field once, files only where files belong, no field a route does not take. */
import * as z from "zod";
import { AppError } from "./errors";
import { describeIssues } from "./validator";

/** A multipart form's value: text, or a file. */
export type FormValue = File | string;

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
 * The form's fields by name, but for the files `files` names, which their readers check. A field sent twice is refused
 * rather than one copy passed over; a file under any other name is kept for the route's schema to refuse, as a field
 * it does not take or one that takes text.
 */
export function fieldsOtherThan(form: FormData, files: readonly string[]): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  const seen = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (seen.has(name)) throw new AppError("validation_failed", `${name}: Send this field once.`);
    seen.add(name);
    if (!files.includes(name)) fields[name] = value;
  }
  return fields;
}

export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError("validation_failed", describeIssues(parsed.error.issues));
  return parsed.data;
}

const NO_TEXT_FIELDS = z.object({}).strict();

/** A form that carries only the named files (a logo, a backup zip): any text field is one the route does not take. */
export const requireOnlyFiles = (form: FormData, files: readonly string[]) => void parseFields(NO_TEXT_FIELDS, fieldsOtherThan(form, files));
