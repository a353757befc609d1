import { VIN_LENGTH } from "../constants";

export const VIN_LENGTH_HINT = `VIN must be exactly ${VIN_LENGTH} characters`;
/** Cut short with an ellipsis so it reads as an example, not as a VIN already typed. */
export const VIN_PLACEHOLDER = "e.g. 1HGCM…";
export const VIN_TOASTS = {
  invalidLength: { title: "Invalid VIN", description: "Please enter a valid 17-character VIN number" },
  invalidCharacters: { title: "Invalid VIN Format", description: "VIN contains invalid characters (I, O, Q not allowed)" },
  failed: { title: "Decoding Failed", description: "Failed to decode VIN" },
  empty: { title: "Decoding Failed", description: "No vehicle information found" },
  decoded: { title: "VIN Decoded Successfully" },
} as const;

// Listed in both cases rather than matched with the i flag: with u, /i folds U+212A KELVIN SIGN to k and U+017F LONG S to s.
const VIN_PATTERN = /^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/;

export type VinProblem = "length" | "characters";

/** Upper-cases only a-z: String.toUpperCase would turn a typed ß into SS, or the ligature ﬁ into FI, and change the length. */
export const upperCaseVin = (vin: string) => vin.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/** What a VIN box lets in before `normaliseVinInput`: a pasted VIN with its spaces or dashes. */
export const VIN_INPUT_MAX_LENGTH = VIN_LENGTH + 8;

/** Upper-cases what was typed and keeps at most 17 characters, as the VIN input does. */
export function normaliseVinInput(raw: string): string {
  return upperCaseVin(raw.replace(/[\s-]/g, "")).slice(0, VIN_LENGTH);
}

/**
 * Spec section 5: length first ('Invalid VIN'), then the I/O/Q rule ('Invalid VIN Format'). Checked on the VIN as
 * typed, in either case, before it is upper-cased.
 */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return "length";
  return VIN_PATTERN.test(vin) ? null : "characters";
}

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function characterValue(character: string): number {
  return /\d/.test(character) ? Number(character) : TRANSLITERATION[character]!;
}

export type CheckDigit = { expected: string; actual: string; valid: boolean };

/**
 * The ninth character (49 CFR 565.15): the weighted sum of the transliterated characters modulo 11, with 10 written X.
 * Only North American VINs carry it, so a mismatch is a warning, never a refusal.
 */
export function checkDigit(vin: string): CheckDigit {
  const sum = [...vin].reduce((total, character, index) => total + characterValue(character) * WEIGHTS[index]!, 0);
  const remainder = sum % 11;
  const expected = remainder === 10 ? "X" : String(remainder);
  const actual = vin[8]!;
  return { expected, actual, valid: expected === actual };
}

const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/**
 * Position 10 names the year in a 30-year cycle. For vehicles built for North America a letter in position 7 means
 * the 2010-2039 cycle and a digit the 1980-2009 one; a year more than one ahead of `currentYear` falls back a cycle.
 */
export function modelYear(vin: string, currentYear: number): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? "");
  if (index < 0) return null;
  const recentCycle = /[A-Z]/.test(vin[6] ?? "");
  const year = (recentCycle ? 2010 : 1980) + index;
  return year > currentYear + 1 ? year - 30 : year;
}
