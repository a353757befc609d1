const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** The scaled integer `value * 10^decimals`, rounded half away from zero on the shortest decimal that reads back as `value`, as Intl rounds. */
function scaled(value: number, decimals: number): bigint {
  const [mantissa = "0", exponent = "0"] = Math.abs(value).toString().split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const digits = whole + fraction;
  const keep = whole.length + Number(exponent) + decimals;
  if (keep < 0) return 0n;
  const kept = BigInt(digits.slice(0, keep).padEnd(keep, "0") || "0");
  return (digits[keep] ?? "0") >= "5" ? kept + 1n : kept;
}

/**
 * A number as en-US shows it ('1,234.5'), with `minDecimals` to `maxDecimals` decimals: the same text as
 * `Intl.NumberFormat("en-US", ...)`, without it. The first Intl formatter a page makes loads the locale's data,
 * a 30 ms task on a phone in the middle of the first screen.
 */
export function formatNumber(value: number, maxDecimals = 3, minDecimals = 0): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const text = scaled(value, maxDecimals).toString().padStart(maxDecimals + 1, "0");
  const whole = text.slice(0, text.length - maxDecimals).replace(GROUPS, ",");
  let fraction = text.slice(text.length - maxDecimals);
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}

/**
 * `value` rounded half away from zero to `decimals`, on the decimal a sum or product stands for: its first 15
 * significant digits, so float dust does not decide a half (95 × 1.15 is held as 109.24999999999999 and rounds to
 * 109.3, as 109.25 does). Every value the app rounds has far fewer digits than a double holds.
 */
export function roundDecimal(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const magnitude = Number(scaled(Number(value.toPrecision(15)), decimals)) / 10 ** decimals;
  return value < 0 ? -magnitude : magnitude;
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
