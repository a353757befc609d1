import { describe, expect, it } from "vitest";
import { formatDay, formatDueDate, formatTimeline, toDateInput } from "./format";

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
});
