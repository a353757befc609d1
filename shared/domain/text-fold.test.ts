import { describe, expect, it } from "vitest";
import { foldSearch, foldText, jobSearchText, searchTextMatches, searchWords } from "./text-fold";

describe("foldText", () => {
  it.each([
    ["Élodie Martin", "élodie martin"],
    ["Дмитрий Петров", "дмитрий петров"],
    ["Øystein", "øystein"],
    ["ＡＣＭＥ  Wraps", "acme wraps"],
    ["Straße", "strasse"],
    ["  Tab\tand\nnewline ", "tab and newline"],
  ])("folds %j to %j", (value, folded) => {
    expect(foldText(value)).toBe(folded);
  });

  it("treats composed and decomposed accents alike", () => {
    expect(foldText("E\u0301lodie")).toBe(foldText("\u00c9lodie"));
  });
});

describe("foldSearch", () => {
  it.each([
    ["José Álvarez", "jose alvarez"],
    ["E\u0301LODIE", "elodie"],
    ["Ñandú Çelik Šťastný Łukasz Đorđe", "nandu celik stastny lukasz dorde"],
    ["Øystein Ærø Œuvre Þór Ðóra", "oystein aero oeuvre thor dora"],
    ["İstanbul Iğdır", "istanbul igdir"],
    ["Nguyễn Phước", "nguyen phuoc"],
    ["ＡＣＭＥ  Straße", "acme strasse"],
    ["Zero\u200bWidth Soft\u00adHyphen Word\u2060Joined", "zerowidth softhyphen wordjoined"],
  ])("folds the Latin letters of %j to %j", (value, folded) => {
    expect(foldSearch(value)).toBe(folded);
  });

  it.each([["Дмитрий Йорк Ёлкин"], ["Γιώργος"], ["مُحَمَّد"], ["हिन्दी"], ["がっこう 학교 北京"]])("keeps %j as foldText leaves it", (value) => {
    expect(foldSearch(value)).toBe(foldText(value));
  });
});

describe("searchWords and searchTextMatches", () => {
  it("splits a search into its different words as typed, every one of them", () => {
    expect(searchWords("  Ford   VAN ford José ")).toEqual(["ford", "van", "josé"]);
    expect(searchWords("wrap ".repeat(20))).toEqual(["wrap"]);
    const many = "abcdefghijklmnopqrstuvwxy".split("").join("  ").padEnd(100, " ");
    expect(many).toHaveLength(100);
    expect(searchWords(many)).toEqual("abcdefghijklmnopqrstuvwxy".split(""));
  });

  it("matches every word anywhere, accents typed or not", () => {
    const text = jobSearchText({ clientName: "José Álvarez", jobName: "Fleet van", vehicleMake: "Ford", vehicleModel: "Transit" });
    expect(["ford van", "VAN JOSE", "álvarez transit", "jose fleet ford"].map((term) => searchTextMatches(text, term))).toEqual([true, true, true, true]);
    expect(["ford bus", "josef"].map((term) => searchTextMatches(text, term))).toEqual([false, false]);
  });
});

describe("jobSearchText", () => {
  it("joins client, job name, year make model and VIN, skipping what is missing", () => {
    expect(jobSearchText({ clientName: "Bolt Electric", jobName: null, vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "Transit", vehicleVin: "1FTBW3XM5LKA12345" })).toBe(
      "bolt electric 2023 ford transit 1ftbw3xm5lka12345",
    );
    expect(jobSearchText({ clientName: "Élodie Martin" })).toBe("elodie martin");
  });
});
