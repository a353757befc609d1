import * as z from "zod";
import { formatNumber } from "../domain/number-text";

/**
 * Plain messages for the checks a schema gave no message of its own, in place of zod's own English
 * ("Too big: expected number to be <=200"). A schema's or check's message always wins: zod asks this map
 * only after them (finalizeIssue in zod/v4/core/util.js). Importing this module installs it for every schema.
 */

const UNITS: Record<string, string> = { string: "characters", array: "items", set: "items" };
const NUMBER_ORIGINS = new Set(["number", "int", "bigint"]);

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  record: "an object",
};

const FORMATS: Record<string, string> = {
  email: "Must be a valid email address",
  uuid: "Must be a valid id",
  datetime: "Must be a date and time like 2026-12-31T09:30:00Z",
  date: "Must be a date like 2026-12-31",
};

/** 10000 and up with thousands separators; years and other short numbers as written. */
const amount = (value: number | bigint) => (Math.abs(Number(value)) >= 10_000 ? formatNumber(Number(value)) : String(value));

/** "200 characters", "1 item": a length as zod counts it (lengths are always inclusive). */
function size(origin: string, count: number | bigint) {
  const unit = UNITS[origin]!;
  return `${amount(count)} ${Number(count) === 1 ? unit.slice(0, -1) : unit}`;
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>) {
  if (NUMBER_ORIGINS.has(issue.origin)) return issue.inclusive === false ? `Must be less than ${amount(issue.maximum)}` : `Must be ${amount(issue.maximum)} or less`;
  if (!(issue.origin in UNITS)) return "Is too large";
  const verb = issue.origin === "string" ? "Must be" : "Must have";
  return issue.exact ? `${verb} exactly ${size(issue.origin, issue.maximum)}` : `${verb} ${size(issue.origin, issue.maximum)} or fewer`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>) {
  if (NUMBER_ORIGINS.has(issue.origin)) return issue.inclusive === false ? `Must be more than ${amount(issue.minimum)}` : `Must be ${amount(issue.minimum)} or more`;
  if (!(issue.origin in UNITS)) return "Is too small";
  if (issue.origin === "string" && Number(issue.minimum) === 1 && !issue.exact) return "Must not be empty";
  const verb = issue.origin === "string" ? "Must be" : "Must have";
  return `${verb} ${issue.exact ? "exactly" : "at least"} ${size(issue.origin, issue.minimum)}`;
}

function oneOf(values: readonly unknown[] | undefined) {
  if (!values?.length) return undefined;
  return values.length === 1 ? `Must be ${String(values[0])}` : `Must be one of ${values.map(String).join(", ")}`;
}

/** The values a union allows: a discriminator's, or every option's when each is one fixed value (z.literal) of the value itself, not of a field inside it. */
function unionValues(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidUnion>): readonly unknown[] | undefined {
  if ("options" in issue && Array.isArray(issue.options)) return issue.options;
  const branches = issue.errors.map((branch) => (branch.length === 1 && branch[0]?.code === "invalid_value" && branch[0].path.length === 0 ? branch[0].values : undefined));
  return branches.every((values) => values !== undefined) ? branches.flat() : undefined;
}

/** What a body with fields no write takes is told: 'Unknown field: expiresInDay'. */
export const unknownFieldsMessage = (keys: readonly string[]) => `Unknown field${keys.length === 1 ? "" : "s"}: ${keys.join(", ")}`;

function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.expected === "nonoptional") return "Required";
      return KINDS[issue.expected] ? `Must be ${KINDS[issue.expected]}` : "Is not a valid value";
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_format":
      return FORMATS[issue.format.startsWith("uuid") ? "uuid" : issue.format] ?? "Is not in the expected format";
    case "invalid_value":
      return oneOf(issue.values) ?? "Is not a valid value";
    case "invalid_union":
      return oneOf(unionValues(issue)) ?? "Is not one of the allowed values";
    case "not_multiple_of":
      return `Must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return unknownFieldsMessage(issue.keys);
    case "invalid_key":
      return "Has a field that is not allowed";
    case "invalid_element":
      return "Has a value that is not allowed";
    default:
      return "Is not a valid value";
  }
}

z.config({ customError: plainIssueMessage });
