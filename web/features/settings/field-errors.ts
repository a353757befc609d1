import type * as z from "zod";

/** A form's fields through the schema the server applies: the parsed values, or the first message for each wrong field. */
export function readForm<S extends z.ZodType>(schema: S, values: unknown): { values: z.output<S>; errors: null } | { values: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { values: null, errors };
}
