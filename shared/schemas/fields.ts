import * as z from "zod";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, TRANSCRIPTION_MAX } from "../constants";
import { formatNumber } from "../domain/number-text";
import { canonicalTimeZone } from "../domain/zoned-time";
import "./plain-issues";
import { cleanText, showsText } from "../domain/visible-text";

export const ILL_FORMED_TEXT = "Contains a broken character that cannot be saved; retype this text";

// A UTF-16 half without its partner: JSON can carry one ("\ud800"), and it would be stored as U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);

// Line feed, carriage return, NEL, and the line and paragraph separators: each ends a line somewhere.
const BREAKS = "\\n\\r\\u0085\\u2028\\u2029";
const ONE_LINE_BREAKS = new RegExp(`[\\t ]*[\\t${BREAKS}][\\t ${BREAKS}]*`, "g");
const PARAGRAPH_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g;

/** A one-line field as stored: pasted line breaks and tabs become one space, then it is cleaned. */
const cleanLine = (value: string) => cleanText(value.replace(ONE_LINE_BREAKS, " "));

/** A multi-line field as stored: every kind of line break becomes \n, then it is cleaned. */
const cleanParagraph = (value: string) => cleanText(value.replace(PARAGRAPH_BREAKS, "\n"));

// Embeddings, overrides and isolates reorder the text around them (Trojan Source, CVE-2021-42574), and the
// deprecated format characters U+206A-U+206F change its shaping: "Invoice\u202Egnp.exe" shows as "Invoiceexe.png".
const REORDERING = /[\u202A-\u202E\u2066-\u2069\u206A-\u206F]/;
// C0 controls but tab and line feed (which cleanLine and cleanParagraph have dealt with), DEL and C1 controls.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const HIDDEN = new RegExp(`${REORDERING.source}|${CONTROL.source}`, "g");

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Why cleaned text cannot be stored as it is, naming the first hidden character; null when it can. */
export function hiddenCharacterProblem(value: string): string | null {
  const found = value.match(HIDDEN)?.[0];
  if (found === undefined) return null;
  return REORDERING.test(found)
    ? `Contains a hidden character (${codePoint(found)}) that changes the order text is shown in; retype this text without it`
    : `Contains a hidden control character (${codePoint(found)}); retype this text without it`;
}

/** A one-line label nobody typed (a device's file name): hidden characters are dropped rather than refused. */
export const sanitizeLine = (value: string) => cleanText(cleanLine(value).replace(HIDDEN, ""));

/** The first `max` UTF-16 units of `text`, as a schema's max counts them, without a half of a surrogate pair left at the end. */
export const firstUnits = (text: string, max: number): string => text.slice(0, max).replace(/[\uD800-\uDBFF]$/, "");

/** Text nobody typed over several lines (a machine's transcript): hidden characters dropped, cut to `max` without a broken character. */
export const sanitizeParagraph = (value: string, max: number) => cleanText(firstUnits(cleanParagraph(value).replace(HIDDEN, ""), max));

/**
 * Nothing given: no value, or text that shows nothing (spaces, invisible characters, combining marks alone). Text with
 * a broken or hidden character is not blank: it is refused with its own message rather than taken as a clearing.
 */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && isWellFormed(value) && hiddenCharacterProblem(cleanText(value)) === null && !showsText(value));

type StringParams = Parameters<typeof z.string>[0];

/** A string that must be well-formed UTF-16, as typed (passwords). */
export const wellFormedString = (params?: StringParams) => z.string(params).refine(isWellFormed, { message: ILL_FORMED_TEXT, abort: true });

/**
 * Text cleaned to what is stored, then refused if it still holds bidi or control characters, which could make
 * it show as something it is not; checks chained after it (max, min) count the stored form.
 */
const storedText = (clean: (value: string) => string) => (params?: StringParams) =>
  wellFormedString(params)
    .overwrite(clean)
    .check((ctx) => {
      const problem = hiddenCharacterProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: problem, continue: false });
    });

/** One line of text (names, labels, captions): line breaks and tabs become single spaces. */
export const line = storedText(cleanLine);
export const lineOf = (max: number) => line().max(max, `Must be ${formatNumber(max)} characters or fewer`);

/** Text that may run over several lines (notes): keeps tabs and line breaks, each break stored as \n. */
export const paragraph = storedText(cleanParagraph);
export const paragraphOf = (max: number) => paragraph().max(max, `Must be ${formatNumber(max)} characters or fewer`);

/** Empty strings and null count as absent on create, and as "clear this field" on edit. */
export function absentAs<T extends z.ZodType>(schema: T, empty: undefined | null) {
  return z.preprocess((value) => (value === undefined ? undefined : isBlank(value) ? empty : value), schema);
}

/** A client-made record id (the web app makes UUID v7), so a retried create cannot make two. */
export const clientId = z.uuid("id must be a UUID").transform((id) => id.toLowerCase());

/** What the edited fields held when the user started editing, as the record's JSON showed them. */
export function editBase<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return z
    .partialRecord(z.enum(fields), z.union([z.string().max(TRANSCRIPTION_MAX), z.number(), z.boolean(), z.null()]), {
      error: "base must give the edited fields' earlier values",
    })
    .optional();
}

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

/** An optional IANA time zone in a query, as its canonical name. */
export const timeZoneQuery = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    context.addIssue({ code: "custom", message: "Time zone must be an IANA name such as Europe/Berlin" });
    return z.NEVER;
  });

/** An account's email as stored: trimmed and lower-cased. */
export const accountEmail = line()
  .max(EMAIL_MAX, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

/** Sign-up's rules for a new password, also used when one is changed or set. */
export const newPassword = wellFormedString()
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or fewer`);
