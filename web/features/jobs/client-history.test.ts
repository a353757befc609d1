import { describe, expect, it } from "vitest";
import type { Job } from "../../../shared/schemas/job";
import { makeJob } from "../../test/job-fixture";
import { summariseClientJobs } from "./client-history";

const job = (overrides: Partial<Job> & Pick<Job, "id" | "createdAt">): Job => makeJob({ clientName: "Acme", ...overrides });

describe("summariseClientJobs", () => {
  it("counts completed jobs and rounds the success rate", () => {
    const summary = summariseClientJobs([
      job({ id: "a", createdAt: "2025-01-01T10:00:00Z", status: "completed" }),
      job({ id: "b", createdAt: "2025-02-01T10:00:00Z", status: "completed" }),
      job({ id: "c", createdAt: "2025-03-01T10:00:00Z", status: "quote_sent" }),
    ]);
    expect(summary).toMatchObject({ total: 3, completed: 2, successRate: 67 });
  });

  it("takes the contact from the server's totals, and from the jobs shown when totals kept on the phone from before have none", () => {
    const jobs = [job({ id: "a", createdAt: "2025-01-01T10:00:00Z", clientPhone: "555-0100" })];
    const totals = { total: 300, completed: 0, firstJobAt: null, latestJobAt: null };
    expect(summariseClientJobs(jobs, { ...totals, contact: { clientContact: "Rosa Diaz", clientPhone: null, clientEmail: null } }).contact).toBe("Rosa Diaz");
    expect(summariseClientJobs(jobs, totals as Parameters<typeof summariseClientJobs>[1]).contact).toBe("555-0100");
  });

  it("reports nothing for a client with no jobs", () => {
    expect(summariseClientJobs([])).toEqual({
      total: 0,
      completed: 0,
      successRate: 0,
      firstJobAt: null,
      latestJobAt: null,
      contact: null,
      timeline: [],
    });
  });

  it("orders the timeline by creation, newest first, with undated jobs last", () => {
    const summary = summariseClientJobs([
      job({ id: "middle", createdAt: "2025-02-01T10:00:00Z" }),
      job({ id: "undated", createdAt: "not a date" }),
      job({ id: "newest", createdAt: "2025-03-01T10:00:00Z" }),
      job({ id: "oldest", createdAt: "2024-12-31T10:00:00Z" }),
    ]);
    expect(summary.timeline.map((entry) => entry.id)).toEqual(["newest", "middle", "oldest", "undated"]);
    expect(summary.firstJobAt).toBe("2024-12-31T10:00:00Z");
    expect(summary.latestJobAt).toBe("2025-03-01T10:00:00Z");
  });

  it("takes the contact from the newest job that has any, joining the parts it has", () => {
    const older = job({ id: "older", createdAt: "2025-01-01T10:00:00Z", clientContact: "Old Name", clientPhone: "555-0100" });
    const newer = job({ id: "newer", createdAt: "2025-02-01T10:00:00Z", clientContact: "Dana", clientEmail: "dana@acme.test" });
    const blank = job({ id: "blank", createdAt: "2025-03-01T10:00:00Z", clientPhone: "  " });
    expect(summariseClientJobs([older, newer]).contact).toBe("Dana • dana@acme.test");
    expect(summariseClientJobs([older, blank]).contact).toBe("Old Name • 555-0100");
    expect(summariseClientJobs([blank]).contact).toBeNull();
  });
});
