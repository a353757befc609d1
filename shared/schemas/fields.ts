import { z } from "zod";

export const ILL_FORMED_TEXT = "Contains a broken character that cannot be saved; retype this text";

// A UTF-16 half without its partner: JSON can carry one ("\ud800"), and it would be stored as U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Characters that show nothing (zero-width, joiners, bidi marks, word joiner, BOM, soft hyphen, blank
// Hangul fillers, Braille blank): trimmed at the edges like spaces, so a name of only these is empty.
const INVISIBLE = "\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0";
const INVISIBLE_EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, "g");

export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);

/** Text as stored: NFC-normalised, with spaces and invisible characters trimmed from both ends. */
export const cleanText = (value: string) => value.normalize("NFC").replace(INVISIBLE_EDGES, "");

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && cleanText(value) === "");

/** A string that must be well-formed UTF-16, as typed (passwords). */
export const wellFormedString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isWellFormed, { message: ILL_FORMED_TEXT, abort: true });

/** A string cleaned to what is stored; checks chained after it (max, min) count the stored form. */
export const text = (params?: Parameters<typeof z.string>[0]) => wellFormedString(params).overwrite(cleanText);

/** Empty strings and null count as absent on create, and as "clear this field" on edit. */
export function absentAs<T extends z.ZodType>(schema: T, empty: undefined | null) {
  return z.preprocess((value) => (value === undefined ? undefined : isBlank(value) ? empty : value), schema);
}

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Form inputs send numbers as text. Only plain decimals are read: Number() would also take "0x1F"
 * as 31, "1e3", "0b11" and "Infinity". Anything else becomes NaN for the number schema to refuse.
 */
export function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
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

export const boundedText = (max: number) => text().max(max, `Must be ${max} characters or fewer`);

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
