import * as z from "zod";
import { VIN_TOASTS, type VinProblem, upperCaseVin, vinProblem } from "../domain/vin";

const field = z.string().nullable();

/** Spec section 3's decoded VIN record. Dimensions are in inches, as the public database gives them. */
export const DecodedVinSchema = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: field,
  model: field,
  trim: field,
  bodyStyle: field,
  engine: field,
  drivetrain: field,
  transmission: field,
  fuelType: field,
  country: field,
  manufacturer: field,
  wheelbase: field,
  overallLength: field,
  overallWidth: field,
  overallHeight: field,
  trackWidth: field,
  doors: field,
  seats: field,
  bodyClass: field,
  vehicleType: field,
});
export type DecodedVin = z.infer<typeof DecodedVinSchema>;

const VIN_SOURCES = ["vpic", "cache", "offline"] as const;
export type VinSource = (typeof VIN_SOURCES)[number];

/** `partial`: only what the VIN itself encodes (year, maker, country), as when the public database cannot be reached. */
const VinDecodeSchema = z.object({
  vehicle: DecodedVinSchema,
  source: z.enum(VIN_SOURCES),
  partial: z.boolean(),
  checkDigit: z.object({ expected: z.string(), actual: z.string(), valid: z.boolean() }),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;

/** A VIN checked as typed (see vinProblem), then upper-cased; the problems' messages are the caller's. */
export const vinText = (messages: Record<VinProblem, string>, base: z.ZodString = z.string()) =>
  base
    .check((ctx) => {
      const problem = vinProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: messages[problem], continue: false });
    })
    .transform(upperCaseVin);

/** The path's VIN, upper-cased; the spec's length message first, then its I/O/Q message. */
export const VinParamSchema = z.object({
  vin: vinText({ length: VIN_TOASTS.invalidLength.description, characters: VIN_TOASTS.invalidCharacters.description }),
});
