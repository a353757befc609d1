import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "../test/job-fixture";
import { makeMeasurement } from "../test/measurement-fixture";
import { jsonResponse, recordFetch } from "../test/render";
import { jobKeys } from "./jobs";
import { measurementKeys } from "./measurements";
import { keepJobsForOffline } from "./offline-snapshot";
import { createQueryClient } from "./query-client";

const ASKED_AT = Date.parse("2026-11-27T10:00:00.000Z");
const jobs = Array.from({ length: 7 }, (_, index) => makeJob({ id: `j${index}`, createdAt: "2026-11-01T10:00:00.000Z", notes: "from the server" }));
const measured = makeMeasurement({ id: "m1", jobId: "j0" });

/** The app's reads, with the snapshot answered only once `duringSnapshot` has run (a write landing while it was on its way). */
function serve(duringSnapshot: () => void = () => undefined) {
  return recordFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/offline/jobs") {
      duringSnapshot();
      return jsonResponse({ jobs, measurements: { j0: [measured] } });
    }
    if (path === "/api/jobs/stats") return jsonResponse({ total: 7, active: 7, completed: 0 });
    if (path === "/api/account") return jsonResponse({ preferences: {} });
    return jsonResponse([]);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("keepJobsForOffline", () => {
  it("puts every job of the snapshot and its measurements in the cache, a job without any getting an empty list", async () => {
    serve();
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    expect(await keepJobsForOffline(queryClient)).toBe(7);
    expect(queryClient.getQueryData(jobKeys.detail("j6"))).toMatchObject({ id: "j6", notes: "from the server" });
    expect(queryClient.getQueryData(measurementKeys.list("j0"))).toEqual([measured]);
    expect(queryClient.getQueryData(measurementKeys.list("j3"))).toEqual([]);
  });

  it("leaves a job that changed on this device after the snapshot was asked for, and replaces an older one", async () => {
    vi.spyOn(Date, "now").mockReturnValue(ASKED_AT);
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    queryClient.setQueryData(jobKeys.detail("j1"), { ...jobs[1]!, notes: "cached last week" }, { updatedAt: ASKED_AT - 1 });
    serve(() => {
      queryClient.setQueryData(jobKeys.detail("j0"), { ...jobs[0]!, notes: "typed offline" }, { updatedAt: ASKED_AT + 1 });
      queryClient.setQueryData(measurementKeys.list("j0"), [], { updatedAt: ASKED_AT + 1 });
    });
    await keepJobsForOffline(queryClient);
    expect(queryClient.getQueryData(jobKeys.detail("j0"))).toMatchObject({ notes: "typed offline" });
    expect(queryClient.getQueryData(measurementKeys.list("j0"))).toEqual([]);
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toMatchObject({ notes: "from the server" });
  });
});
