import { describe, expect, it } from "vitest";
import { jobIdInPath, jobPath } from "./routes";

describe("app paths", () => {
  it("builds a job's path, with a tab as its hash", () => {
    expect(jobPath("j1")).toBe("/jobs/j1");
    expect(jobPath("j1", "photos")).toBe("/jobs/j1#photos");
  });

  it("finds the job a path is showing", () => {
    expect(jobIdInPath("/jobs/j1")).toBe("j1");
    expect(jobIdInPath("/jobs/j1/extra")).toBeNull();
    expect(jobIdInPath("/team")).toBeNull();
  });
});
