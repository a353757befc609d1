import { describe, expect, it } from "vitest";
import { countOf, formatDueDate } from "./format";
import { formatAge, formatCivilDay, formatDay, formatTimeline, toDateInput } from "./date-text";

describe("format", () => {
  it("shows due dates as 'MMM dd, yyyy'", () => {
    expect(formatDueDate("2026-03-05T12:00:00.000Z")).toBe("Mar 05, 2026");
    expect(formatDueDate(null)).toBeNull();
    expect(formatDueDate("garbage")).toBeNull();
  });

  it("shows timeline dates as 'MMM d, yyyy • h:mm a' with fallbacks", () => {
    const morning = new Date(2026, 0, 7, 9, 5).toISOString();
    const evening = new Date(2026, 0, 7, 21, 30).toISOString();
    const midnight = new Date(2026, 0, 7, 0, 15).toISOString();
    expect(formatTimeline(morning)).toBe("Jan 7, 2026 • 9:05 AM");
    expect(formatTimeline(evening)).toBe("Jan 7, 2026 • 9:30 PM");
    expect(formatTimeline(midnight)).toBe("Jan 7, 2026 • 12:15 AM");
    expect(formatTimeline(null)).toBe("Unknown date");
    expect(formatDay(undefined)).toBe("Unknown");
  });

  it("round-trips a due date into a date input", () => {
    expect(toDateInput("2026-12-31T12:00:00.000Z")).toBe("2026-12-31");
    expect(toDateInput(null)).toBe("");
  });

  it("says how old a figure is in minutes, then hours, then as a date", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(formatAge("2026-11-24T11:59:30Z", now)).toBe("just now");
    expect(formatAge("2026-11-24T11:48:00Z", now)).toBe("12 min ago");
    expect(formatAge("2026-11-24T09:00:00Z", now)).toBe("3 h ago");
    expect(formatAge("2026-11-22T09:00:00Z", now)).toBe(formatTimeline("2026-11-22T09:00:00Z"));
  });

  it("shows a calendar day as 'MMM d'", () => {
    expect(formatCivilDay("2026-01-05")).toBe("Jan 5");
    expect(formatCivilDay("2026-12-31")).toBe("Dec 31");
  });

  it("counts with the right word and grouped digits", () => {
    expect(countOf(1, "photo")).toBe("1 photo");
    expect(countOf(0, "day")).toBe("0 days");
    expect(countOf(1200, "job")).toBe("1,200 jobs");
  });
});
