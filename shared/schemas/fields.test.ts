import { describe, expect, it } from "vitest";
import { ILL_FORMED_TEXT, hiddenCharacterProblem, isBlank, line, lineOf, paragraph, paragraphOf, sanitizeLine } from "./fields";
import { toNumber } from "../domain/number-text";

const issues = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("text fields", () => {
  it.each([
    ["a lone high surrogate", "Acme \uD83D"],
    ["a lone low surrogate", "\uDE97 Acme"],
    ["reversed halves", "\uDE97\uD83D"],
  ])("refuse %s with a message a person can act on", (_label, value) => {
    expect(issues(lineOf(200), value)).toEqual([ILL_FORMED_TEXT]);
  });

  it("keeps well-formed characters outside the basic plane", () => {
    expect(lineOf(200).parse(" 🚗 Acme 👩‍🔧 ")).toBe("🚗 Acme 👩‍🔧");
  });

  it("counts length on the stored, NFC-normalised text", () => {
    expect(lineOf(3).parse("e\u0301e\u0301e\u0301")).toBe("\u00e9\u00e9\u00e9");
    expect(issues(lineOf(3), "\u0958\u0958")).toEqual(["Must be 3 characters or fewer"]);
  });

  it("trims invisible characters at the edges but keeps joiners inside", () => {
    expect(line().parse("\u200B\u2060\uFEFF Acme \u200D\u00AD")).toBe("Acme");
    expect(line().parse("\u0645\u06CC\u200C\u0634\u0648\u0645")).toBe("\u0645\u06CC\u200C\u0634\u0648\u0645");
  });

  it.each(["", "   ", "\u200B", "\u200B\u200C\u200D", "\u2060\uFEFF", "\u3164", " \u200E\u202E "])("counts %j as blank", (value) => {
    expect(isBlank(value)).toBe(true);
    expect(line().parse(value)).toBe("");
  });
});

const reorders = (code: string) => `Contains a hidden character (${code}) that changes the order text is shown in; retype this text without it`;
const control = (code: string) => `Contains a hidden control character (${code}); retype this text without it`;

describe("hidden characters", () => {
  it.each([
    ["an override", "Invoice\u202Egnp.exe", reorders("U+202E")],
    ["an embedding", "a\u202Ab", reorders("U+202A")],
    ["a pop", "a\u202Cb", reorders("U+202C")],
    ["an isolate", "a\u2066b", reorders("U+2066")],
    ["a pop isolate", "a\u2069b", reorders("U+2069")],
    ["a deprecated shaping control", "a\u206Bb", reorders("U+206B")],
    ["NUL", "a\u0000b", control("U+0000")],
    ["BEL", "a\u0007b", control("U+0007")],
    ["ESC", "a\u001B[31mb", control("U+001B")],
    ["a vertical tab", "a\u000Bb", control("U+000B")],
    ["a form feed", "a\u000Cb", control("U+000C")],
    ["DEL", "a\u007Fb", control("U+007F")],
    ["a C1 control", "a\u0080b", control("U+0080")],
    ["CSI", "a\u009Bb", control("U+009B")],
  ])("refuses %s inside one-line and multi-line text, naming it", (_label, value, message) => {
    expect(issues(line(), value)).toEqual([message]);
    expect(issues(paragraph(), value)).toEqual([message]);
  });

  it("names the first hidden character and stops there, before the length check", () => {
    expect(issues(lineOf(3), "abcdef\u0007\u202E")).toEqual([control("U+0007")]);
  });

  it("keeps the marks right-to-left text needs (LRM, RLM, ALM) and joiners", () => {
    const persian = "\u0645\u06CC\u200C\u0634\u0648\u0645 \u200F12\u200E \u061Cx";
    expect(line().parse(persian)).toBe(persian);
  });

  it("trims overrides at the edges, where they are invisible edges like the rest", () => {
    expect(line().parse("\u202E Acme \u202C")).toBe("Acme");
    expect(hiddenCharacterProblem("Acme")).toBeNull();
  });

  it("puts one-line text on one line: each run of breaks and tabs is one space", () => {
    expect(line().parse("Acme\r\nFleet")).toBe("Acme Fleet");
    expect(line().parse("Acme \n\n  Fleet\u2028Co\u2029Ltd\u0085West\tSide")).toBe("Acme Fleet Co Ltd West Side");
    expect(line().parse("\n Acme \r\n")).toBe("Acme");
    expect(line().parse("Acme  Fleet")).toBe("Acme  Fleet");
  });

  it("keeps a paragraph's breaks and tabs, every break stored as \\n", () => {
    expect(paragraph().parse("Gate\r\ncode\rRing\u2028twice\u2029Back\u0085lot\n\tNo dogs")).toBe("Gate\ncode\nRing\ntwice\nBack\nlot\n\tNo dogs");
    expect(paragraph().parse("\r\n\n Notes \n\n")).toBe("Notes");
  });

  it("counts a paragraph's length on the stored form (\\r\\n is one character)", () => {
    expect(paragraphOf(5).parse("ab\r\ncd")).toBe("ab\ncd");
    expect(issues(paragraphOf(4), "ab\r\ncd")).toEqual(["Must be 4 characters or fewer"]);
  });

  it("drops hidden characters from a label nobody typed, such as a device's file name", () => {
    expect(sanitizeLine("door\u202Egnp.\u0007exe\u009B\u2066.png")).toBe("doorgnp.exe.png");
    expect(sanitizeLine("IMG\r\n0001 .jpg\u0000")).toBe("IMG 0001 .jpg");
    expect(sanitizeLine("\u202E\u0007")).toBe("");
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
