// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeJob } from "../test/job-fixture";
import { makeMeasurement } from "../test/measurement-fixture";
import { jobMatchesSearch } from "./job-search-match";
import { localJobList } from "./local-job-list";
import { type PendingChange, pendingJob, pendingJobList, pendingMeasurements, pendingStats, withMeasuredTotal } from "./pending-view";

const server = makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z", clientName: "Acme", status: "quote_sent" });
const created = makeJob({ id: "j2", createdAt: "2026-11-24T10:00:00.000Z", clientName: "Bolt Electric", status: "in_progress" });

describe("queued changes laid over the server's data", () => {
  it("applies a job's edits in the order made, and a queued delete hides it", () => {
    const changes: PendingChange[] = [
      { kind: "job.update", jobId: "j1", fields: { status: "in_progress", progress: 10 } },
      { kind: "job.update", jobId: "j1", fields: { progress: 40 } },
    ];
    expect(pendingJob(server, changes, "j1")).toMatchObject({ status: "in_progress", progress: 40, clientName: "Acme" });
    expect(pendingJob(server, [...changes, { kind: "job.delete", jobId: "j1" }], "j1")).toBeNull();
    expect(pendingJob(undefined, changes, "j1")).toBeUndefined();
  });

  it("shows a job created on this device, with its measurements, before the server has it", () => {
    const hood = makeMeasurement({ id: "m1", jobId: "j2", squareFeet: 20 });
    const roof = makeMeasurement({ id: "m2", jobId: "j2", width: 72, height: 60, squareFeet: 30 });
    const changes: PendingChange[] = [
      { kind: "job.create", jobId: "j2", job: created },
      { kind: "measurement.add", jobId: "j2", id: "m1", measurement: hood },
      { kind: "measurement.add", jobId: "j2", id: "m2", measurement: roof },
      { kind: "measurement.update", jobId: "j2", id: "m2", fields: { width: 144 } },
    ];
    const measurements = pendingMeasurements(undefined, changes, "j2");
    expect(measurements?.map((item) => [item.id, item.squareFeet])).toEqual([
      ["m1", 20],
      ["m2", 60],
    ]);
    const job = pendingJob(undefined, changes, "j2");
    expect(job && withMeasuredTotal(job, measurements).totalSquareFeet).toBe(80);
    expect(pendingMeasurements(undefined, changes, "j1")).toBeUndefined();
  });

  it("has no measured total while no measurement has an area, as the server's sum has none", () => {
    const widthOnly = makeMeasurement({ id: "m1", height: null, squareFeet: null });
    const measured = { ...server, totalSquareFeetSource: "measurements" as const };
    expect(withMeasuredTotal(measured, [widthOnly]).totalSquareFeet).toBeNull();
    expect(withMeasuredTotal(measured, [widthOnly, makeMeasurement({ id: "m2", squareFeet: 20 })]).totalSquareFeet).toBe(20);
  });

  it("gives the very job when its measurements sum to the total the server sent, so the job's page is not drawn again when they arrive", () => {
    const measured = { ...server, totalSquareFeet: 50, totalSquareFeetSource: "measurements" as const };
    const list = [makeMeasurement({ id: "m1", squareFeet: 20 }), makeMeasurement({ id: "m2", squareFeet: 30 })];
    expect(withMeasuredTotal(measured, list)).toBe(measured);
    expect(withMeasuredTotal(measured, list.slice(1))).toEqual({ ...measured, totalSquareFeet: 30 });
  });

  it("removes a measurement deleted here and keeps a typed total as typed", () => {
    const list = [makeMeasurement({ id: "m1" }), makeMeasurement({ id: "m2" })];
    const shown = pendingMeasurements(list, [{ kind: "measurement.delete", jobId: "j1", id: "m1" }], "j1");
    expect(shown?.map((item) => item.id)).toEqual(["m2"]);
    const typed = { ...server, totalSquareFeet: 250, totalSquareFeetSource: "manual" as const };
    expect(withMeasuredTotal(typed, shown).totalSquareFeet).toBe(250);
  });

  it("puts jobs created here first in a list when they match its filter, and drops deleted ones", () => {
    const changes: PendingChange[] = [
      { kind: "job.create", jobId: "j2", job: created },
      { kind: "job.update", jobId: "j1", fields: { clientName: "Acme Signs" } },
    ];
    expect(pendingJobList([server], changes, () => true).map((job) => job.clientName)).toEqual(["Bolt Electric", "Acme Signs"]);
    expect(pendingJobList([server], changes, (job) => job.status === "quote_sent").map((job) => job.id)).toEqual(["j1"]);
    expect(pendingJobList([server], [{ kind: "job.delete", jobId: "j1" }], () => true)).toEqual([]);
  });

  it("counts queued creates, deletes and status changes in the dashboard's counts", () => {
    const stats = { total: 5, active: 2, completed: 1 };
    const changes: PendingChange[] = [
      { kind: "job.create", jobId: "j2", job: created },
      { kind: "job.update", jobId: "j1", fields: { status: "completed" } },
    ];
    expect(pendingStats(stats, changes, (id) => (id === "j1" ? server : undefined))).toEqual({ total: 6, active: 3, completed: 2 });
    expect(pendingStats(stats, [{ kind: "job.delete", jobId: "j1" }], () => server)).toEqual({ total: 4, active: 2, completed: 1 });
  });
});

describe("the offline job list", () => {
  it("filters by status and folded search text, newest first, as the server does", () => {
    const jobs = [server, created, makeJob({ id: "j3", createdAt: "2026-11-22T10:00:00.000Z", clientName: "Straße Wraps", status: "completed" })];
    expect(localJobList(jobs, { status: "all", search: "" }, null).map((job) => job.id)).toEqual(["j2", "j3", "j1"]);
    expect(localJobList(jobs, { status: "complete", search: "" }, null).map((job) => job.id)).toEqual(["j3"]);
    expect(localJobList(jobs, { status: "all", search: "  STRASSE " }, jobMatchesSearch).map((job) => job.id)).toEqual(["j3"]);
    expect(localJobList(jobs, { status: "all", search: "x".repeat(100) }, jobMatchesSearch)).toEqual([]);
  });
});
