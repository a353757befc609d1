import { describe, expect, it } from "vitest";
import { addDays, canonicalTimeZone, civilDateAt, civilKey, isTimeZone, startOfDay, weekdayOf } from "./zoned-time";

const iso = (instant: number) => new Date(instant).toISOString();

describe("zoned time", () => {
  it("reads the local calendar day of an instant", () => {
    expect(civilKey(civilDateAt(Date.parse("2026-11-24T04:30:00Z"), "America/New_York"))).toBe("2026-11-23");
    expect(civilKey(civilDateAt(Date.parse("2026-12-31T23:30:00Z"), "Asia/Tokyo"))).toBe("2027-01-01");
    expect(civilKey(civilDateAt(Date.parse("2026-03-01T10:00:00Z"), "Pacific/Kiritimati"))).toBe("2026-03-02");
  });

  it("finds where a day starts on either side of a clock change and in half-hour zones", () => {
    expect(iso(startOfDay({ year: 2026, month: 11, day: 1 }, "America/New_York"))).toBe("2026-11-01T04:00:00.000Z");
    expect(iso(startOfDay({ year: 2026, month: 11, day: 2 }, "America/New_York"))).toBe("2026-11-02T05:00:00.000Z");
    expect(iso(startOfDay({ year: 2026, month: 3, day: 29 }, "Europe/Berlin"))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(startOfDay({ year: 2026, month: 3, day: 30 }, "Europe/Berlin"))).toBe("2026-03-29T22:00:00.000Z");
    expect(iso(startOfDay({ year: 2026, month: 6, day: 1 }, "Asia/Kolkata"))).toBe("2026-05-31T18:30:00.000Z");
    expect(iso(startOfDay({ year: 2026, month: 1, day: 1 }, "UTC"))).toBe("2026-01-01T00:00:00.000Z");
  });

  it("starts a day whose midnight is skipped at the first minute that exists", () => {
    const start = startOfDay({ year: 2026, month: 9, day: 6 }, "America/Santiago");
    expect(civilKey(civilDateAt(start, "America/Santiago"))).toBe("2026-09-06");
    expect(civilKey(civilDateAt(start - 1, "America/Santiago"))).toBe("2026-09-05");
  });

  it("adds days across month, year and leap-day ends", () => {
    expect(civilKey(addDays({ year: 2026, month: 12, day: 30 }, 3))).toBe("2027-01-02");
    expect(civilKey(addDays({ year: 2028, month: 3, day: 1 }, -1))).toBe("2028-02-29");
    expect(civilKey(addDays({ year: 2026, month: 3, day: 1 }, -1))).toBe("2026-02-28");
  });

  it("numbers weekdays from Monday", () => {
    expect(weekdayOf({ year: 2026, month: 11, day: 23 })).toBe(0);
    expect(weekdayOf({ year: 2026, month: 11, day: 29 })).toBe(6);
  });

  it("answers one canonical name for any spelling of a zone", () => {
    expect(canonicalTimeZone("europe/berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("EUROPE/BERLIN")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("Nowhere/Land")).toBeNull();
  });

  it("accepts IANA zone names only", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("x".repeat(100))).toBe(false);
  });
});
