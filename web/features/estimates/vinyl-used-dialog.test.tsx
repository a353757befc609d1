import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import type { Job } from "../../../shared/schemas/job";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { accountAnswer, holdAccount } from "../../test/account-fixture";
import { makeJob } from "../../test/job-fixture";
import { recordFetch, jsonResponse, renderPage } from "../../test/render";
import { VinylUsedDialog } from "./vinyl-used-dialog";

const job = makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", vinylUsedSquareFeet: null });

describe("VinylUsedDialog", () => {
  it("says beside the amount that more than the server takes is too much, and sends nothing", async () => {
    const calls = recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("in") : jsonResponse(job)));
    const onClose = vi.fn();
    renderPage(<VinylUsedDialog job={job} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Vinyl used (sq ft)"), "200000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Vinyl used must be 100,000 sq ft or less")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the amount it opened with as the base, though the job was refreshed meanwhile, and shows theirs on a conflict", async () => {
    const theirs = { ...job, vinylUsedSquareFeet: 140 };
    const calls = recordFetch(() => jsonResponse({ code: "edit_conflict", message: "Changed by someone else meanwhile: vinylUsedSquareFeet.", requestId: "r1", fields: ["vinylUsedSquareFeet"], current: theirs }, 409));
    let showJob: (next: Job) => void = () => undefined;
    function Opened() {
      const [shown, setShown] = useState(job);
      showJob = setShown;
      return <VinylUsedDialog job={shown} onClose={() => undefined} />;
    }
    renderPage(<Opened />);
    act(() => showJob(theirs));
    fireEvent.change(screen.getByLabelText("Vinyl used (sq ft)"), { target: { value: "120" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")!.body).toEqual({ vinylUsedSquareFeet: 120, base: { vinylUsedSquareFeet: null } });
    expect(await screen.findByText("Someone else changed the vinyl used meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Vinyl used (sq ft)").value).toBe("140");
  });

  it("offers the shop's default roll width from settings when the job has no estimate to take it from", async () => {
    const calls = recordFetch((request) =>
      request.method !== "GET"
        ? jsonResponse({ ...job, vinylUsedSquareFeet: 225 })
        : request.url.endsWith("/estimates")
          ? jsonResponse([])
          : jsonResponse({ preferences: { lengthUnit: "in", rollWidth: 54, wastePercentage: 10, currency: null, laborRate: null } }),
    );
    renderPage(<VinylUsedDialog job={job} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Linear feet of roll" }));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Roll width (in)").value).toBe("54"));
    await user.type(screen.getByLabelText(/^Vinyl used/), "50");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")!.body).toMatchObject({ vinylUsedSquareFeet: 225 });
  });

  it("offers the roll the job's latest estimate used over the shop's default, whichever dialog opens it", async () => {
    recordFetch((request) =>
      request.url.endsWith("/estimates")
        ? jsonResponse([{ id: "e2", jobId: "j1", vinylRollWidth: 72 }, { id: "e1", jobId: "j1", vinylRollWidth: 60 }])
        : jsonResponse({ preferences: { lengthUnit: "in", rollWidth: 54, wastePercentage: 10, currency: null, laborRate: null } }),
    );
    renderPage(<VinylUsedDialog job={job} onClose={() => undefined} />);
    await userEvent.setup().click(screen.getByRole("radio", { name: "Linear feet of roll" }));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Roll width (in)").value).toBe("72"));
  });

  it("lets a metric shop give square metres or metres of roll, and stores the square feet they make", async () => {
    const calls = recordFetch((request) =>
      request.method !== "GET" ? jsonResponse({ ...job, vinylUsedSquareFeet: 215.28 }) : new URL(request.url).pathname === "/api/account" ? accountAnswer("cm") : jsonResponse([]),
    );
    renderPage(<VinylUsedDialog job={job} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Vinyl used (m²)"), "20");
    expect(screen.getByText("That is 215.28 sq ft (20.00 m²).")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Linear metres of roll" }));
    expect(screen.getByLabelText<HTMLSelectElement>("Roll width (cm)").selectedOptions[0]!.textContent).toBe("152.4 cm");
    expect(screen.getByText("That is 328.08 sq ft (30.48 m²).")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Square metres" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")!.body).toMatchObject({ vinylUsedSquareFeet: 215.28 });
  });

  it("shows a recorded amount in the shop's units when the account is read after the dialog opened, so it is not saved as square metres it never was", async () => {
    const answer = holdAccount(() => jsonResponse([]));
    renderPage(<VinylUsedDialog job={{ ...job, vinylUsedSquareFeet: 215.28 }} onClose={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>("Vinyl used (sq ft)").value).toBe("215.28");
    await act(async () => answer("cm"));
    expect((await screen.findByLabelText<HTMLInputElement>("Vinyl used (m²)")).value).toBe("20");
  });
});
