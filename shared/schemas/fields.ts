import { z } from "zod";

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Empty strings and null count as absent on create, and as "clear this field" on edit. */
export function absentAs<T extends z.ZodType>(schema: T, empty: undefined | null) {
  return z.preprocess((value) => (value === undefined ? undefined : isBlank(value) ? empty : value), schema);
}

/** Form inputs send numbers as text; anything else is left for the number schema to refuse. */
export function toNumber(value: unknown): unknown {
  if (typeof value === "string") return Number(value.trim());
  return value;
}

/** A client-made record id (the web app makes UUID v7), so a retried create cannot make two. */
export const clientId = z.uuid("id must be a UUID").transform((id) => id.toLowerCase());

/** What the edited fields held when the user started editing, as the record's JSON showed them. */
export function editBase<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return z
    .partialRecord(z.enum(fields), z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]), {
      error: "base must give the edited fields' earlier values",
    })
    .optional();
}

export const boundedText = (max: number) => z.string().trim().max(max, `Must be ${max} characters or fewer`);

export const finiteNumber = (message: string) => z.number({ error: message }).finite(message);

type Optionalized<F extends Record<string, z.ZodType>, Empty> = {
  [K in keyof F]: z.ZodOptional<
    z.ZodPipe<z.ZodTransform, Empty extends null ? z.ZodOptional<z.ZodNullable<F[K]>> : z.ZodOptional<F[K]>>
  >;
};

/** Every field optional; blank input is absent on create (`undefined`) or a request to clear on edit (`null`). */
export function optionalFields<F extends Record<string, z.ZodType>, Empty extends undefined | null>(fields: F, empty: Empty) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [
      key,
      absentAs(empty === null ? schema.nullable().optional() : schema.optional(), empty).optional(),
    ]),
  ) as Optionalized<F, Empty>;
}
