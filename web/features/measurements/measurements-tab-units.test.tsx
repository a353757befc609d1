import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountAnswer, holdAccount } from "../../test/account-fixture";
import { makeJob } from "../../test/job-fixture";
import { makeMeasurement } from "../../test/measurement-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { MeasurementsTab } from "./measurements-tab";

describe("a metric shop's measurements", () => {
  it("gives each group's area in square metres beside square feet", async () => {
    recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("cm") : jsonResponse([makeMeasurement({ squareFeet: 20 })])));
    renderPage(<MeasurementsTab job={makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z" })} />);
    const header = await screen.findByText("20.00 sq ft (1.86 m²)");
    expect(header.closest("h3")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /^Vehicle/ }).closest("label")?.textContent).toBe("Vehicle20.00 sq ft (1.86 m²)");
  });

  it("waits for the shop's units before drawing the cards, so a metric shop never sees sizes in inches come and go", async () => {
    const answer = holdAccount(() => jsonResponse([makeMeasurement({ unit: "cm", width: 59.06, height: 47.24, squareFeet: 19.37 })]));
    renderPage(<MeasurementsTab job={makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z" })} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("W 150 cm × H 120 cm")).toBeNull();
    await act(async () => answer("cm"));
    expect(await screen.findByText("W 150 cm × H 120 cm")).toBeTruthy();
    expect(screen.queryByText(/In inches/)).toBeNull();
  });

  it("starts Quick Convert from the shop's unit", async () => {
    recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("m") : jsonResponse([])));
    renderPage(<MeasurementsTab job={makeJob({ id: "j1", createdAt: "2026-11-20T10:00:00.000Z" })} />);
    fireEvent.change(await screen.findByLabelText("Length (m)"), { target: { value: "1.5" } });
    expect(screen.getByText("59.055 in")).toBeTruthy();
  });
});
