import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { accountAnswer } from "../../test/account-fixture";
import { makeJob } from "../../test/job-fixture";
import { makeMeasurement } from "../../test/measurement-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { MeasurementsTab } from "./measurements-tab";

const cardsDrawn = vi.hoisted(() => ({ count: 0 }));

vi.mock("../../api/measurement-mutations", async (actual) => {
  const mutations = await actual<typeof import("../../api/measurement-mutations")>();
  return {
    ...mutations,
    useDeleteMeasurement: (jobId: string) => {
      cardsDrawn.count += 1;
      return mutations.useDeleteMeasurement(jobId);
    },
  };
});

describe("a job's 40 measurements on a start", () => {
  it("draws each card once as the list is revealed a few cards a task, not every shown card again at each step", async () => {
    const measurements = Array.from({ length: 40 }, (_, index) => makeMeasurement({ id: `m-${index}`, width: 40 + index }));
    recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("in") : jsonResponse(measurements)));
    renderPage(<MeasurementsTab job={makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z" })} />);
    await waitFor(() => expect(screen.getAllByRole("listitem").filter((item) => item.closest("section"))).toHaveLength(40), { timeout: 5_000 });
    expect(cardsDrawn.count).toBe(40);
  });
});
