import type { VinDecode } from "../schemas/vin";
import type { CheckDigit } from "./vin";
import { listed } from "./listed";

/** The Wrapulator's words for a decode read from the VIN alone because the public database did not answer. */
export const VIN_UNREACHABLE_NOTE = "The vehicle database couldn't be reached, so this is what the VIN itself says: year, maker and country.";

/** Said under the button when no decode came back at all: the database unreachable and the VIN alone not enough, or the database knowing nothing of it. */
export const VIN_FAILED_NOTES = {
  failed: "The vehicle database couldn't be reached, and the VIN alone doesn't say this vehicle's year, maker or model. Type them in, or fill again with a signal.",
  empty: "The vehicle database has nothing for this VIN. Check it for a typo, or type the year, make and model in.",
} as const;

/** The Wrapulator's words for a ninth character that does not match: a warning, as VINs from outside North America may not use it. */
export function checkDigitNote({ actual, expected }: Pick<CheckDigit, "actual" | "expected">): string {
  return `The check digit (9th character) is ${actual} but this VIN works out to ${expected}. Vehicles built for North America always match, so check the VIN for a typo; vehicles from elsewhere may not use one.`;
}

const FILLED = [
  ["year", (vehicle) => vehicle.year !== null],
  ["make", (vehicle) => Boolean(vehicle.make)],
  ["model", (vehicle) => Boolean(vehicle.model)],
] as const satisfies readonly (readonly [string, (vehicle: VinDecode["vehicle"]) => boolean])[];

/** Which of year, make and model a decode left out, in the form's order. */
function missingVehicleFields(vehicle: VinDecode["vehicle"]): string[] {
  return FILLED.filter(([, has]) => !has(vehicle)).map(([name]) => name);
}

/**
 * What a job form says after filling from a VIN: why the service's answer is short, which of year, make and model the
 * user still has to type, and a check digit that does not match. Empty when the decode gave all three and checks out.
 */
export function vinFillNotes(decode: Pick<VinDecode, "vehicle" | "partial" | "checkDigit">): string[] {
  const missing = missingVehicleFields(decode.vehicle);
  const them = missing.length > 1 ? "them" : "it";
  const notes: string[] = [];
  if (decode.partial) {
    notes.push(missing.length ? `${VIN_UNREACHABLE_NOTE} It does not give the ${listed(missing)}: type ${them} in, or fill again with a signal.` : VIN_UNREACHABLE_NOTE);
  } else if (missing.length) {
    notes.push(`The vehicle database did not return the ${listed(missing)} for this VIN: type ${them} in.`);
  }
  if (!decode.checkDigit.valid) notes.push(checkDigitNote(decode.checkDigit));
  return notes;
}
