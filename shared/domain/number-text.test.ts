import { describe, expect, it } from "vitest";
import { formatNumber } from "./number-text";

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
