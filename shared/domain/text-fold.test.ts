import { describe, expect, it } from "vitest";
import { foldText, jobSearchText } from "./text-fold";

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

describe("jobSearchText", () => {
  it("joins client, job name, year make model and VIN, skipping what is missing", () => {
    expect(jobSearchText({ clientName: "Bolt Electric", jobName: null, vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "Transit", vehicleVin: "1FTBW3XM5LKA12345" })).toBe(
      "bolt electric 2023 ford transit 1ftbw3xm5lka12345",
    );
    expect(jobSearchText({ clientName: "Élodie Martin" })).toBe("élodie martin");
  });
});
