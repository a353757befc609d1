import { type LengthUnit, convertLength } from "../../../shared/domain/units";

/** A length field as the user sees it, with the exact inches behind it so unit switches never drift. */
export type TypedLength = { text: string; inches: number | null; dirty: boolean };

const show = (value: number) => String(Number(value.toFixed(4)));

export function storedLength(inches: number | null, unit: LengthUnit): TypedLength {
  return { text: inches === null ? "" : show(convertLength(inches, "in", unit)), inches, dirty: false };
}

export function typeLength(text: string, unit: LengthUnit): TypedLength {
  const number = Number.parseFloat(text);
  return { text, inches: text.trim() !== "" && Number.isFinite(number) ? convertLength(number, unit, "in") : null, dirty: true };
}

/** Shows the same length in another unit; text that is not a number is left as typed. */
export function switchUnit(length: TypedLength, unit: LengthUnit): TypedLength {
  return length.inches === null ? length : { ...length, text: show(convertLength(length.inches, "in", unit)) };
}
