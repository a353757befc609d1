import { describe, expect, it } from "vitest";
import { MeasurementCreateSchema, MeasurementPatchSchema, applyMeasurementPatch, measurementIssues } from "./measurement";

const messages = (input: unknown) => {
  const result = MeasurementCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("MeasurementCreateSchema", () => {
  it("stores lengths in inches with two decimals and absent values as null", () => {
    expect(MeasurementCreateSchema.parse({ jobType: "vehicle", panel: "hood", width: "60", height: 48 })).toEqual({
      jobType: "vehicle",
      panel: "hood",
      width: 60,
      height: 48,
      length: null,
      unit: "in",
      label: null,
      notes: null,
    });
    expect(MeasurementCreateSchema.parse({ jobType: "trailer", panel: "driver_side", width: 4.572, height: 2.5, unit: "m" })).toMatchObject({
      width: 180,
      height: 98.43,
      unit: "m",
    });
  });

  it("needs at least one dimension", () => {
    expect(messages({ jobType: "vehicle", panel: "hood", width: "", label: "Hood" })).toEqual([
      "width: At least one measurement field is required.",
    ]);
  });

  it("needs notes on a custom job, and fills its panel", () => {
    expect(messages({ jobType: "custom", width: 10, height: 10, notes: "  " })).toEqual(["notes: Custom job requires measurement notes."]);
    expect(MeasurementCreateSchema.parse({ jobType: "custom", width: 10, height: 10, notes: "Boat hull" }).panel).toBe("custom_area");
  });

  it.each([
    [{ jobType: "boat", panel: "hood", width: 1 }, "jobType: Job type must be one of vehicle, trailer, wall_graphic, custom"],
    [{ jobType: "vehicle", panel: "hood", width: -1 }, "width: Width must be greater than 0"],
    [{ jobType: "vehicle", panel: "hood", width: 0 }, "width: Width must be greater than 0"],
    [{ jobType: "vehicle", panel: "hood", height: "abc" }, "height: Height must be a number"],
    [{ jobType: "vehicle", panel: "hood", length: "Infinity" }, "length: Length must be a number"],
    [{ jobType: "vehicle", panel: "hood", width: 0.001 }, "width: Width must be at least 0.01 in"],
    [{ jobType: "vehicle", panel: "hood", width: 501, unit: "ft" }, "width: Width must be 6,000 in (500 ft) or less"],
    [{ jobType: "vehicle", panel: "hood", width: 1e300 }, "width: Width must be 6,000 in (500 ft) or less"],
    [{ jobType: "vehicle", panel: "hood", width: 20000, unit: "cm" }, "width: Width must be 15,240 cm or less"],
    [{ jobType: "vehicle", panel: "hood", width: 0.01, unit: "cm" }, "width: Width must be at least 0.0254 cm"],
    [{ jobType: "vehicle", panel: "hood", height: 152.5, width: 1, unit: "m" }, "height: Height must be 152.4 m or less"],
    [{ jobType: "vehicle", panel: "hood", width: 1, unit: "yd" }, "unit: Unit must be one of in, ft, cm, m"],
    [{ jobType: "vehicle", width: 1 }, "panel: Please choose a panel"],
    [{ jobType: "trailer", panel: "hood", width: 1 }, "panel: That panel doesn't fit a Trailer job"],
    [{ jobType: "vehicle", panel: "hood", width: 1, label: "x".repeat(81) }, "label: Must be 80 characters or fewer"],
    [{ jobType: "vehicle", panel: "hood", width: "0x1F" }, "width: Width must be a number"],
    [{ jobType: "vehicle", panel: "hood", height: "1e3" }, "height: Height must be a number"],
    [{ jobType: "vehicle", panel: "hood", width: 1, label: "Hood \uD83D" }, "label: Contains a broken character that cannot be saved; retype this text"],
    [{ jobType: "custom", width: 1, notes: "\u200B\u2060" }, "notes: Custom job requires measurement notes."],
  ])("refuses %j", (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it("accepts a client's squareFeet but never keeps it", () => {
    expect(MeasurementCreateSchema.parse({ jobType: "vehicle", panel: "hood", width: 60, height: 48, squareFeet: 999 })).not.toHaveProperty("squareFeet");
  });
});

describe("editing a measurement", () => {
  const before = MeasurementCreateSchema.parse({ jobType: "vehicle", panel: "hood", width: 60, height: 48, label: "Hood", notes: "Scoop" });

  it("changes only what is sent and clears what is emptied", () => {
    const patch = MeasurementPatchSchema.parse({ width: 120, unit: "cm", label: "" });
    expect(applyMeasurementPatch(before, patch)).toEqual({ ...before, width: 47.24, unit: "cm", label: null });
  });

  it("checks the whole edited measurement against the same rules", () => {
    const cleared = applyMeasurementPatch(before, MeasurementPatchSchema.parse({ width: null, height: "" }));
    expect(measurementIssues(cleared).map((issue) => issue.message)).toEqual(["At least one measurement field is required."]);
    const custom = applyMeasurementPatch(before, MeasurementPatchSchema.parse({ jobType: "custom", panel: null, notes: null }));
    expect(measurementIssues(custom).map((issue) => issue.message)).toEqual(["Custom job requires measurement notes."]);
  });

  it("refuses an empty edit", () => {
    expect(MeasurementPatchSchema.safeParse({}).success).toBe(false);
    expect(MeasurementPatchSchema.safeParse({ squareFeet: 10 }).success).toBe(false);
  });
});

describe("several problems at once", () => {
  it("reports every field's range problem in one pass", () => {
    expect(messages({ jobType: "vehicle", panel: "hood", width: -5, height: 999999 })).toEqual([
      "width: Width must be greater than 0",
      "height: Height must be 6,000 in (500 ft) or less",
    ]);
  });
});
