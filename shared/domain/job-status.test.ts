import { describe, expect, it } from "vitest";
import { jobStatusDisplay, normaliseJobStatus } from "./job-status";

describe("job status", () => {
  it.each([
    ["quote_sent", "Quote Sent", "gray"],
    ["in_progress", "In Progress", "orange"],
    ["completed", "Complete", "green"],
    ["complete", "Complete", "green"],
    ["on_hold", "On Hold", "blue"],
    ["cancelled", "Cancelled", "red"],
    ["pending", "Unknown", "gray"],
    ["", "Unknown", "gray"],
    [null, "Unknown", "gray"],
  ])("shows %j as %s (%s)", (value, label, tone) => {
    expect(jobStatusDisplay(value)).toEqual({ label, tone });
  });

  it("accepts 'complete' as an alias of 'completed' and nothing else", () => {
    expect(normaliseJobStatus("complete")).toBe("completed");
    expect(normaliseJobStatus("in_progress")).toBe("in_progress");
    expect(normaliseJobStatus("In Progress")).toBeNull();
    expect(normaliseJobStatus("__proto__")).toBeNull();
  });
});
