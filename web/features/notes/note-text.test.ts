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

  it("finds words without their accents, in any order, as job search does", () => {
    const note = "Called José Álvarez: the Ford Transit needs the logo on both sides";
    expect(matchesSearch("jose transit", [note])).toBe(true);
    expect(matchesSearch("TRANSIT alvarez", [note])).toBe(true);
    expect(matchesSearch("josé", ["Jose picks it up Friday"]), "accents typed in the search are folded too").toBe(true);
    expect(matchesSearch("oystein aero", [null, "Øystein from Ærø wants a matte finish"])).toBe(true);
    expect(matchesSearch("jose mirror", [note])).toBe(false);
    expect(matchesSearch("и", ["Йорк"]), "a Cyrillic й is a letter of its own").toBe(false);
  });

  it("shows a recording's length as m:ss", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(75.9)).toBe("1:15");
    expect(clockText(600)).toBe("10:00");
    expect(clockText(-3)).toBe("0:00");
  });
});
