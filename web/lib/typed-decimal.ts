import { toNumber } from "../../shared/domain/number-text";

const COMMA_DECIMAL = /^\s*[-+]?\d*,\d+\s*$/;
let known: { language: string; separator: string } | null = null;

/** The device's decimal separator: ',' on a phone set to German or French, whose number keypad may have no '.'. Asked only of a number typed with a comma: a page's first Intl formatter loads the locale's data. */
function deviceSeparator(): string {
  const language = navigator.language;
  if (known?.language !== language) {
    const parts = new Intl.NumberFormat(language).formatToParts(1.5);
    known = { language, separator: parts.find((part) => part.type === "decimal")?.value ?? "." };
  }
  return known.separator;
}

/**
 * A number typed on this device as the app reads numbers: '60,5' is 60.5 where the device writes decimals with a
 * comma. Elsewhere a comma stays what it is in English, a thousands mark the app does not take, so '1,200' is never
 * read as 1.2 on a phone that would write it 1,200.
 */
export function typedDecimal(text: string): string {
  return COMMA_DECIMAL.test(text) && deviceSeparator() === "," ? text.replace(",", ".") : text;
}

/** `toNumber` of a number typed on this device (see `typedDecimal`). */
export const typedNumber = (text: string) => toNumber(typedDecimal(text));
