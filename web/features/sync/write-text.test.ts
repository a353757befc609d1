import { describe, expect, it } from "vitest";
import { unitOf, valueText } from "./write-text";

describe("a conflicting field's values, as the screens show them", () => {
  it("shows a measurement's stored inches and typed text each in its own unit", () => {
    expect(valueText("measurement.update", "width", 39.37, "in")).toBe('39.37"');
    expect(valueText("measurement.update", "width", "100", "cm")).toBe("100 cm");
    expect(valueText("measurement.update", "unit", "cm", "in")).toBe("Centimetres");
    expect(unitOf({ unit: "cm" })).toBe("cm");
    expect(unitOf({ unit: "furlong" })).toBe("in");
  });

  it("names a job's status by its label and its due date as on the cards", () => {
    expect(valueText("job.update", "status", "in_progress", "in")).toBe("In Progress");
    expect(valueText("job.update", "dueDate", "2026-12-01", "in")).toBe("Dec 01, 2026");
    expect(valueText("job.update", "notes", "", "in")).toBe("(empty)");
  });
});
