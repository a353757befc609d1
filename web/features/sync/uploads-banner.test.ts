import { describe, expect, it } from "vitest";
import type { OutboxEntry, OutboxState } from "../../offline/photo-outbox";
import { uploadsSummary } from "./uploads-banner";

const entry = (jobId: string, queuedAt: string, state: OutboxState = "waiting"): OutboxEntry => ({ id: `${jobId}-${queuedAt}`, userId: "u1", jobId, queuedAt, state, problem: null });

describe("the banner of uploads still on the phone", () => {
  it("is not shown when every outbox is empty", () => {
    expect(uploadsSummary([[], [], []], true)).toBeNull();
  });

  it("counts voice notes and files as well as photos", () => {
    const summary = uploadsSummary([[], [entry("j1", "2026-11-30T10:00:00Z")], [entry("j2", "2026-11-30T09:00:00Z"), entry("j2", "2026-11-30T11:00:00Z")]], true);
    expect(summary).toEqual({ text: "1 voice note and 2 files waiting to upload", refused: false, href: "/jobs/j2#files" });
  });

  it("says they will go when the signal returns, offline", () => {
    expect(uploadsSummary([[entry("j1", "2026-11-30T10:00:00Z")], [], []], false)?.text).toBe("1 photo waiting to upload; it will go when the signal returns");
    expect(uploadsSummary([[entry("j1", "2026-11-30T10:00:00Z")], [entry("j1", "2026-11-30T10:01:00Z")], []], false)?.text).toBe(
      "1 photo and 1 voice note waiting to upload; they will go when the signal returns",
    );
  });

  it("names what was refused apart, and shows the oldest refused upload first", () => {
    const summary = uploadsSummary(
      [[entry("j1", "2026-11-30T08:00:00Z"), entry("j1", "2026-11-30T09:00:00Z", "refused")], [entry("j3", "2026-11-30T08:30:00Z", "refused")], [entry("j2", "2026-11-30T07:00:00Z")]],
      true,
    );
    expect(summary).toEqual({ text: "1 photo and 1 file waiting to upload · 1 photo and 1 voice note not uploaded", refused: true, href: "/jobs/j3#notes" });
  });
});
