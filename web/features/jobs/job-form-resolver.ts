import type { FieldErrors, Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import type { JobFormValues } from "./job-form";

/** Validates the form with the same schema the server uses, keeping the raw strings as the values. */
export function jobFormResolver(schema: ZodType, toInput: (values: JobFormValues) => unknown): Resolver<JobFormValues> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<JobFormValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof JobFormValues | undefined;
      if (field && !errors[field]) errors[field] = { type: "validate", message: issue.message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
