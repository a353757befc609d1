// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeJob } from "../test/job-fixture";
import { keptJobs } from "./kept-jobs";

const GONE = new Error("gone");
const isGone = (error: unknown) => error === GONE;
const cached = (queryKey: unknown[], data: unknown, error: unknown = null) => ({ queryKey, state: { data, error } });

const opened = makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z", clientName: "Acme", progress: 60 });
const listed = makeJob({ id: "j2", createdAt: "2026-11-21T10:00:00.000Z", clientName: "Bolt Electric" });
const recent = makeJob({ id: "j3", createdAt: "2026-11-22T10:00:00.000Z", clientName: "Corner Cafe" });
const teamOnly = makeJob({ id: "j4", createdAt: "2026-11-23T10:00:00.000Z", clientName: "Delta Fleet" });
const clientHistory = makeJob({ id: "j5", createdAt: "2026-11-24T10:00:00.000Z", clientName: "Echo Signs" });

const ids = (jobs: { id: string }[]) => jobs.map((job) => job.id).sort();

describe("the jobs kept on the device", () => {
  it("are the jobs opened and the jobs of the user's own lists, so a list seen before the signal went still shows", () => {
    const jobs = keptJobs(
      [
        cached(["jobs", "j1"], opened),
        cached(["jobs", "list", "filtered", { status: "all", search: "", scope: "mine" }], { pages: [{ items: [{ ...opened, progress: 10 }, listed] }] }),
        cached(["jobs", "list", "recent", 5], { items: [recent] }),
        cached(["jobs", "list", "filtered", { status: "all", search: "", scope: "team" }], { pages: [{ items: [teamOnly] }] }),
        cached(["jobs", "list", "client", "echo signs"], { items: [clientHistory] }),
        cached(["jobs", "stats"], { total: 5, active: 1, completed: 0 }),
        cached(["jobs", "j1", "measurements"], []),
      ],
      isGone,
    );
    expect(ids(jobs)).toEqual(["j1", "j2", "j3"]);
    expect(jobs.find((job) => job.id === "j1")?.progress).toBe(60);
  });

  it("leave out a job the server said is gone, though a list still holds it, and lists not yet answered", () => {
    const jobs = keptJobs(
      [
        cached(["jobs", "j2"], listed, GONE),
        cached(["jobs", "list", "filtered", { status: "all", search: "" }], { pages: [{ items: [listed, recent] }] }),
        cached(["jobs", "list", "filtered", { status: "complete", search: "" }], undefined),
      ],
      isGone,
    );
    expect(ids(jobs)).toEqual(["j3"]);
  });
});
