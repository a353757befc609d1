import { shownLength } from "../../../shared/domain/length-text";
import { typedNumber } from "../../lib/typed-decimal";
import { type LengthUnit, convertLength } from "../../../shared/domain/units";

/** A length field as the user sees it, with the exact inches behind it so unit switches never drift. */
export type TypedLength = { text: string; inches: number | null; dirty: boolean };

/** Stored inches as the field shows them: as typed in that unit (120 cm, not the 119.9896 its 47.24 in are). */
export function storedLength(inches: number | null, unit: LengthUnit): TypedLength {
  return { text: inches === null ? "" : String(shownLength(inches, unit)), inches, dirty: false };
}

/** A length as typed; only a plain decimal has inches (a comma one too on a device that writes decimals so; else "60,5" has none, and a unit switch leaves it as typed). */
export function typeLength(text: string, unit: LengthUnit): TypedLength {
  const number = typedNumber(text);
  return { text, inches: typeof number === "number" && Number.isFinite(number) ? convertLength(number, unit, "in") : null, dirty: true };
}

/** Shows the same length in another unit (a typed one from its exact inches, a stored one as `shownLength`); text that is not a number is left as typed. */
export function switchUnit(length: TypedLength, unit: LengthUnit): TypedLength {
  if (length.inches === null) return length;
  return { ...length, text: length.dirty ? String(Number(convertLength(length.inches, "in", unit).toFixed(4))) : String(shownLength(length.inches, unit)) };
}
