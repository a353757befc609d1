import { describe, expect, it } from "vitest";
import { clockText, matchesSearch } from "./note-text";

describe("notes search and times", () => {
  it("finds every word of a search in a note or a transcript, whatever the case or width", () => {
    expect(matchesSearch("LOGO larger", ["Client wants the logo 10% larger"])).toBe(true);
    expect(matchesSearch("ｌｏｇｏ", [null, "the Logo"])).toBe(true);
    expect(matchesSearch("strasse", ["Hauptstraße 5"])).toBe(true);
    expect(matchesSearch("logo mirror", ["Client wants the logo 10% larger"])).toBe(false);
    expect(matchesSearch("   ", [])).toBe(true);
    expect(matchesSearch("rust", [null, undefined])).toBe(false);
  });

  it("shows a recording's length as m:ss", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(75.9)).toBe("1:15");
    expect(clockText(600)).toBe("10:00");
    expect(clockText(-3)).toBe("0:00");
  });
});
