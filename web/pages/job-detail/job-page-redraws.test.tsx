import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { measurementsQuery } from "../../api/measurements";
import { makeMeasurement } from "../../test/measurement-fixture";
import { Route } from "wouter";
import JobDetailPage from "./job-detail-page";
import { JobHeader } from "./job-header";
import { JobTabs } from "./job-tabs";

const drawn = vi.hoisted(() => ({ tab: 0, badge: 0 }));

vi.mock("./job-page-parts", async (actual) => {
  const parts = await actual<typeof import("./job-page-parts")>();
  const Counted = () => {
    drawn.tab += 1;
    return <p>Tab body</p>;
  };
  return { ...parts, JOB_TAB_PANELS: Object.fromEntries(Object.keys(parts.JOB_TAB_PANELS).map((tab) => [tab, Counted])) };
});

vi.mock("../../components/status-badge", () => ({
  StatusBadge: () => {
    drawn.badge += 1;
    return <span>Status</span>;
  },
}));

const job = makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z" });
const onTab = () => {};
const onEdit = () => {};

/** The job page's header and tabs under a parent that redraws for something they do not show, as the page does when the job's measurements arrive. */
function Page() {
  const [redraws, setRedraws] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRedraws(redraws + 1)}>
        Redraw {redraws}
      </button>
      <JobHeader job={job} waiting={false} onEdit={onEdit} onPhotos={onEdit} />
      <JobTabs job={job} tab="overview" onTab={onTab} />
    </>
  );
}

describe("a job page drawn again with the same job", () => {
  it("does not draw its header or its open tab again", async () => {
    renderPage(<Page />, "/jobs/j1");
    await screen.findByText("Tab body");
    const before = { ...drawn };
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Redraw/ })));
    expect(screen.getByRole("button", { name: "Redraw 1" })).toBeTruthy();
    expect(drawn).toEqual(before);
  });

  it("does not draw them again when the job's measurements arrive with the total the job already has", async () => {
    const measured = { ...job, totalSquareFeet: 20, totalSquareFeetSource: "measurements" as const };
    recordFetch(() => jsonResponse(measured));
    const { queryClient } = renderPage(
      <Route path="/jobs/:id">
        <JobDetailPage />
      </Route>,
      "/jobs/j1",
    );
    await screen.findByText("Tab body");
    const before = { ...drawn };
    await act(async () => {
      queryClient.setQueryData(measurementsQuery("j1").queryKey, [makeMeasurement({ id: "m1", squareFeet: 20 })]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(drawn).toEqual(before);
    await act(async () => {
      queryClient.setQueryData(measurementsQuery("j1").queryKey, [makeMeasurement({ id: "m1", squareFeet: 30 })]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(drawn.badge, "a total that changed is drawn").toBe(before.badge + 1);
  });
});
