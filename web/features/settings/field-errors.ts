import type * as z from "zod";

type AccountSchemas = typeof import("../../../shared/schemas/account");
type FormRead<S extends z.ZodType> = { values: z.output<S>; errors: null } | { values: null; errors: Record<string, string> };

/** A form's fields through the schema the server applies: the parsed values, or the first message for each wrong field. */
function readForm<S extends z.ZodType>(schema: S, values: unknown): FormRead<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { values: null, errors };
}

/** Reads a settings form through one of the account's schemas, loaded when a form is sent: building them at start was most of the settings screen's script time. */
export async function readAccountForm<S extends z.ZodType>(pick: (schemas: AccountSchemas) => S, values: unknown): Promise<FormRead<S>> {
  return readForm(pick(await import("../../../shared/schemas/account")), values);
}
