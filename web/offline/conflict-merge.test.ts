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
});
