import { describe, expect, it } from "vitest";
import { formatNumber, roundDecimal } from "./number-text";

const formats = new Map<string, Intl.NumberFormat>();
function intl(value: number, max: number, min: number): string {
  const key = `${min}-${max}`;
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat("en-US", { minimumFractionDigits: min, maximumFractionDigits: max }));
  return formats.get(key)!.format(value);
}

function* samples(): Generator<number> {
  yield* [0, -0, 1, -1, 0.5, 1.005, 1.045, 2.675, 0.125, 999.995, 999_999.5, 1234.5, 1e21, 1.5e-7, 5e-324, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];
  let seed = 7;
  const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
  for (let i = 0; i < 3_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 12 - 4);
    const value = random() * magnitude * (random() < 0.2 ? -1 : 1);
    yield value;
    yield Math.round(value * 100) / 100;
    yield Math.round(value * 1000 + 0.5) / 1000;
  }
}

describe("formatNumber", () => {
  it("reads as Intl.NumberFormat('en-US') does for every precision the app shows", () => {
    for (const [max, min] of [[0, 0], [1, 1], [2, 0], [2, 2], [3, 0]] as const) {
      for (const value of samples()) expect(formatNumber(value, max, min), `${value} (${min}-${max})`).toBe(intl(value, max, min));
    }
  });

  it("groups thousands and keeps at most three decimals by default, as toLocaleString('en-US')", () => {
    expect(formatNumber(1_234_567.891_23)).toBe("1,234,567.891");
    expect(formatNumber(20)).toBe("20");
    expect(formatNumber(20, 2, 2)).toBe("20.00");
    expect(formatNumber(0.004, 2)).toBe("0");
  });
});

describe("roundDecimal", () => {
  it("rounds half away from zero on the decimal a product stands for, not its float dust", () => {
    expect(roundDecimal(95 * 1.15, 1)).toBe(109.3);
    expect(roundDecimal(45 * 1.15, 1)).toBe(51.8);
    expect(roundDecimal(7 * 1.15, 1)).toBe(8.1);
    expect(roundDecimal(4.1 * 1.15, 2)).toBe(4.72);
    expect(roundDecimal(10.075, 2)).toBe(10.08);
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
    expect(roundDecimal(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundDecimal(33.334, 2)).toBe(33.33);
    expect(roundDecimal(Number.MAX_VALUE, 2)).toBe(Number.MAX_VALUE);
    expect(roundDecimal(Number.NaN, 1)).toBeNaN();
  });

  it("agrees with rounding the exact decimal on every whole-number area plus 15% up to 1,000 sq ft", () => {
    for (let total = 0; total <= 1000; total += 1) {
      const tenths = total * 115;
      const expected = (Math.floor(tenths / 10) + (tenths % 10 >= 5 ? 1 : 0)) / 10;
      expect(roundDecimal(total * 1.15, 1), String(total)).toBe(expected);
    }
  });
});
