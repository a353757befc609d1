// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolvedEdit } from "./conflict-merge";

const edit = { patch: { status: "completed", progress: "100", notes: "Seams on the left door" }, base: { status: "in_progress", progress: 60, notes: null } };
const conflict = { fields: ["status", "notes"], current: { status: "on_hold", progress: 60, notes: "Customer wants matte" } };

describe("resolving an edit that met someone else's", () => {
  it("keeps fields changed only here and leaves out the conflicting fields kept as theirs", () => {
    expect(resolvedEdit(edit, conflict, { status: "theirs", notes: "theirs" })).toEqual({ patch: { progress: "100" }, base: { progress: 60 } });
  });

  it("sends a field kept as mine against the value now stored, so it lands", () => {
    expect(resolvedEdit(edit, conflict, { status: "mine", notes: "theirs" })).toEqual({
      patch: { status: "completed", progress: "100" },
      base: { status: "on_hold", progress: 60 },
    });
  });

  it("treats an unanswered field as theirs, and has nothing to send when every changed field was theirs", () => {
    expect(resolvedEdit({ patch: { status: "completed" }, base: { status: "in_progress" } }, conflict, {})).toBeNull();
  });

  it("sends lengths typed in a unit kept as theirs in inches, so 100 cm never lands as 100 in", () => {
    const sized = { patch: { width: "100", height: "50", unit: "cm" }, base: { width: 39.37, height: 19.69, unit: "cm" } };
    const unitChanged = { fields: ["unit"], current: { width: 39.37, height: 19.69, unit: "in" } };
    expect(resolvedEdit(sized, unitChanged, { unit: "theirs" })).toEqual({ patch: { width: "39.37", height: "19.69" }, base: { width: 39.37, height: 19.69 } });
    expect(resolvedEdit(sized, unitChanged, { unit: "mine" })).toEqual({ patch: sized.patch, base: { width: 39.37, height: 19.69, unit: "in" } });
    expect(resolvedEdit({ patch: { width: "", unit: "cm" }, base: { width: 39.37, unit: "cm" } }, unitChanged, { unit: "theirs" })).toEqual({ patch: { width: "" }, base: { width: 39.37 } });
  });

  it("keeps or leaves a job's total and its source together, on the total's choice", () => {
    const applied = { patch: { totalSquareFeet: 250, totalSquareFeetSource: "template" }, base: { totalSquareFeet: null, totalSquareFeetSource: "measurements" } };
    const typed = { fields: ["totalSquareFeet", "totalSquareFeetSource"], current: { totalSquareFeet: 300, totalSquareFeetSource: "manual" } };
    expect(resolvedEdit(applied, typed, { totalSquareFeet: "theirs", totalSquareFeetSource: "mine" })).toBeNull();
    expect(resolvedEdit(applied, typed, { totalSquareFeet: "mine" })).toEqual({ patch: applied.patch, base: { totalSquareFeet: 300, totalSquareFeetSource: "manual" } });
  });
});
