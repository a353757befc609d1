import { describe, expect, it } from "vitest";
import { ILL_FORMED_TEXT, boundedText, isBlank, text, toNumber } from "./fields";

const issues = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("text fields", () => {
  it.each([
    ["a lone high surrogate", "Acme \uD83D"],
    ["a lone low surrogate", "\uDE97 Acme"],
    ["reversed halves", "\uDE97\uD83D"],
  ])("refuse %s with a message a person can act on", (_label, value) => {
    expect(issues(boundedText(200), value)).toEqual([ILL_FORMED_TEXT]);
  });

  it("keeps well-formed characters outside the basic plane", () => {
    expect(boundedText(200).parse(" 🚗 Acme 👩‍🔧 ")).toBe("🚗 Acme 👩‍🔧");
  });

  it("counts length on the stored, NFC-normalised text", () => {
    expect(boundedText(3).parse("e\u0301e\u0301e\u0301")).toBe("\u00e9\u00e9\u00e9");
    expect(issues(boundedText(3), "\u0958\u0958")).toEqual(["Must be 3 characters or fewer"]);
  });

  it("trims invisible characters at the edges but keeps joiners inside", () => {
    expect(text().parse("\u200B\u2060\uFEFF Acme \u200D\u00AD")).toBe("Acme");
    expect(text().parse("\u0645\u06CC\u200C\u0634\u0648\u0645")).toBe("\u0645\u06CC\u200C\u0634\u0648\u0645");
  });

  it.each(["", "   ", "\u200B", "\u200B\u200C\u200D", "\u2060\uFEFF", "\u3164", " \u200E\u202E "])("counts %j as blank", (value) => {
    expect(isBlank(value)).toBe(true);
    expect(text().parse(value)).toBe("");
  });
});

describe("numbers typed as text", () => {
  it.each([
    ["12.5", 12.5],
    [" 12 ", 12],
    ["-3", -3],
    [".5", 0.5],
    ["007", 7],
  ])("reads the decimal %j", (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it.each(["0x1F", "0b11", "0o17", "1e3", "Infinity", "-Infinity", "NaN", "1_000", "1,5", "12abc", ""])("refuses %j", (value) => {
    expect(toNumber(value)).toBeNaN();
  });

  it("leaves real numbers and other types for the number schema", () => {
    expect(toNumber(1e3)).toBe(1000);
    expect(toNumber(null)).toBeNull();
  });
});
