import { describe, expect, it } from "vitest";
import { INSIGHT_DAYS, insightWindows, periodRangeKeys } from "./insight-periods";
import { civilKey } from "./zoned-time";

const at = (value: string) => Date.parse(value);

describe("insight windows", () => {
  it("cuts the week, month and quarter as the last 7, 30 and 90 local days, across a year end", () => {
    const windows = insightWindows(at("2027-01-03T12:00:00Z"), "Europe/Berlin");
    expect(periodRangeKeys(windows, "week")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    expect(periodRangeKeys(windows, "month")).toEqual({ from: "2026-12-05", to: "2027-01-03" });
    expect(periodRangeKeys(windows, "quarter")).toEqual({ from: "2026-10-06", to: "2027-01-03" });
    expect(new Date(windows.periods.week.start).toISOString()).toBe("2026-12-27T23:00:00.000Z");
  });

  it("uses the account's day, not UTC's: 23:30 in Los Angeles on Feb 28 is still February there", () => {
    const windows = insightWindows(at("2026-03-01T07:30:00Z"), "America/Los_Angeles");
    expect(civilKey(windows.days.at(-1)!)).toBe("2026-02-28");
    expect(new Date(windows.staleAt).toISOString()).toBe("2026-03-01T08:00:00.000Z");
  });

  it("has one more bound than days, the night the clocks go back being 25 hours long", () => {
    const windows = insightWindows(at("2026-11-24T15:00:00Z"), "America/New_York");
    expect(windows.days).toHaveLength(INSIGHT_DAYS);
    expect(windows.bounds).toHaveLength(INSIGHT_DAYS + 1);
    const lengths = windows.bounds.slice(1).map((bound, index) => (bound - windows.bounds[index]!) / 3_600_000);
    expect(lengths.filter((hours) => hours !== 24)).toEqual([25]);
    expect(civilKey(windows.days[lengths.indexOf(25)]!)).toBe("2026-11-01");
  });

  it("lays the 7 trend weeks Monday to Sunday, ending with the current week", () => {
    const windows = insightWindows(at("2026-11-29T20:00:00Z"), "UTC");
    expect(windows.weeks.map((week) => civilKey(week.monday))).toEqual([
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(civilKey(windows.days[windows.weeks.at(-1)!.firstDay]!)).toBe("2026-11-23");
  });
});
