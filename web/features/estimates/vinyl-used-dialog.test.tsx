import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { recordFetch, jsonResponse, renderPage } from "../../test/render";
import { VinylUsedDialog } from "./vinyl-used-dialog";

const job = makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", vinylUsedSquareFeet: null });

describe("VinylUsedDialog", () => {
  it("says beside the amount that more than the server takes is too much, and sends nothing", async () => {
    const calls = recordFetch(() => jsonResponse(job));
    const onClose = vi.fn();
    renderPage(<VinylUsedDialog job={job} rollWidth={60} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Vinyl used (sq ft)"), "200000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Vinyl used must be 100,000 sq ft or less")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
