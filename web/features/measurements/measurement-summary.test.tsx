import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jobKeys } from "../../api/jobs";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { MeasurementSummary } from "./measurement-summary";

const job = makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", totalSquareFeet: 104, totalSquareFeetSource: "template" });

function stubPatch(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(await new Request(input, init).json());
      return answer();
    }),
  );
  return bodies;
}

async function useMeasuredTotal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Use measured total" }));
  const confirm = screen.getAllByRole("button", { name: "Use measured total" }).at(-1)!;
  await user.click(confirm);
}

describe("Use measured total", () => {
  it("says which total source it is replacing", async () => {
    const bodies = stubPatch(() => jsonResponse({ ...job, totalSquareFeet: 60, totalSquareFeetSource: "measurements" }));
    renderPage(<MeasurementSummary job={job} count={2} measuredSquareFeet={60} />);
    await useMeasuredTotal();
    expect(await screen.findByText("Job total updated")).toBeTruthy();
    expect(bodies).toEqual([{ totalSquareFeetSource: "measurements", base: { totalSquareFeetSource: "template" } }]);
  });

  it("tells the user when someone else changed the total meanwhile, and shows the job as it is now", async () => {
    const theirs = { ...job, totalSquareFeet: 120, totalSquareFeetSource: "manual" };
    stubPatch(() => jsonResponse({ message: "Changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["totalSquareFeetSource"], current: theirs }, 409));
    const { queryClient } = renderPage(<MeasurementSummary job={job} count={2} measuredSquareFeet={60} />);
    await useMeasuredTotal();
    expect(await screen.findByText("Couldn't update the job total")).toBeTruthy();
    expect(screen.getByText("Someone else changed the job's total area meanwhile. Check the new value and save again.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toEqual(theirs);
  });
});

describe("Totals", () => {
  it("gives the job's total area and the vinyl it needs in square metres under square feet, as the measured total", () => {
    renderPage(<MeasurementSummary job={job} count={2} measuredSquareFeet={60} />);
    expect(screen.getByText("104.00 sq ft")).toBeTruthy();
    expect(screen.getByText("9.66 m²")).toBeTruthy();
    expect(screen.getByText("119.6 sq ft")).toBeTruthy();
    expect(screen.getByText("11.11 m²")).toBeTruthy();
  });
});
