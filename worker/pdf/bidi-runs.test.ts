import { describe, expect, it } from "vitest";
import { visualRuns } from "./bidi-runs";

describe("visualRuns", () => {
  it.each([
    ["Door logos, 2 panels", ["Door logos, 2 panels"]],
    ["سطر عربي فقط", ["سطر عربي فقط"]],
    ["دبي Marina 5", ["Marina 5", "دبي "]],
    ["سطر عربي 123 فقط", [" فقط", "123", "سطر عربي "]],
    ["Client مرحبا (test)", ["Client ", "مرحبا", " (test)"]],
    ["שלום (עולם)", ["שלום )עולם("]],
  ])("%s is drawn left to right as %j, each run in the order the font lays it out", (line, runs) => {
    expect(visualRuns(line)).toEqual(runs);
  });

  it("mirrors brackets in right-to-left runs, and turns one the font would not turn, having no Arabic or Hebrew letter", () => {
    expect(visualRuns("مرحبا — (1) عالم")).toEqual(["( عالم", "1", "مرحبا — )"]);
    expect(visualRuns("مرحبا 12 (—) 34")).toEqual(["34", " (—) ", "12", "مرحبا "]);
  });
});
