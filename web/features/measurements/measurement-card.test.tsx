import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { toInches } from "../../../shared/domain/units";
import { makeMeasurement } from "../../test/measurement-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { MeasurementCard } from "./measurement-card";

const hood = makeMeasurement({ id: "m1", unit: "cm", notes: "Scoop needs relief cuts" });

const stubApi = recordFetch;

describe("MeasurementCard", () => {
  it("shows the values as entered and, for a shop working in inches, in inches too, with the area in both unit systems", () => {
    stubApi(() => jsonResponse({}));
    renderPage(<MeasurementCard measurement={hood} />);
    expect(screen.getByRole("heading", { name: "Hood 152.4 cm x 121.92 cm" })).toBeTruthy();
    expect(screen.getByText("W 152.4 cm × H 121.92 cm")).toBeTruthy();
    expect(screen.getByText('In inches: W 60" × H 48"')).toBeTruthy();
    expect(screen.getByText("20.00 sq ft")).toBeTruthy();
    expect(screen.getByText("1.86 m²")).toBeTruthy();
    expect(screen.getByText("Scoop needs relief cuts")).toBeTruthy();
  });

  it("edits in the entered unit and sends only what changed, an emptied field to be cleared", async () => {
    const calls = stubApi(() => jsonResponse({ measurement: { ...hood, width: 39.37, label: "Hood" }, job: { id: "j1" } }));
    renderPage(<MeasurementCard measurement={hood} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Hood 152.4 cm x 121.92 cm" }));
    const width = screen.getByLabelText<HTMLInputElement>("Width (cm)");
    expect(width.value).toBe("152.4");
    await user.clear(width);
    await user.type(width, "100");
    await user.type(screen.getByLabelText("Label"), "Hood");
    await user.clear(screen.getByLabelText("Notes"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Measurement saved")).toBeTruthy();
    expect(calls).toMatchObject([
      {
        method: "PATCH",
        url: "/api/measurements/m1",
        body: { width: "100", unit: "cm", label: "Hood", notes: "", base: { width: 60, unit: "cm", label: null, notes: "Scoop needs relief cuts" } },
      },
    ]);
  });

  it("converts values when the unit changes without drifting, and sends only the new unit", async () => {
    const calls = stubApi(() => jsonResponse({ measurement: { ...hood, unit: "in" }, job: { id: "j1" } }));
    renderPage(<MeasurementCard measurement={{ ...hood, width: 61, height: 47.5 }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Hood 154.94 cm x 120.65 cm" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Width (cm)"));
    await user.click(screen.getByRole("radio", { name: "ft" }));
    expect(screen.getByLabelText<HTMLInputElement>("Width (ft)").value).toBe("5.083");
    await user.click(screen.getByRole("radio", { name: "cm" }));
    await user.click(screen.getByRole("radio", { name: "in" }));
    expect(screen.getByLabelText<HTMLInputElement>("Width (in)").value).toBe("61");
    expect(screen.getByLabelText<HTMLInputElement>("Height (in)").value).toBe("47.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ unit: "in", base: { unit: "cm" } });
  });

  it("sends nothing when nothing changed, and gives focus back to the pencil", async () => {
    const calls = stubApi(() => jsonResponse({}));
    renderPage(<MeasurementCard measurement={hood} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Hood 152.4 cm x 121.92 cm" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Hood 152.4 cm x 121.92 cm" })));
    expect(calls).toEqual([]);
  });

  it("refuses to save with every dimension emptied", async () => {
    const calls = stubApi(() => jsonResponse({}));
    renderPage(<MeasurementCard measurement={hood} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Hood 152.4 cm x 121.92 cm" }));
    await user.clear(screen.getByLabelText("Width (cm)"));
    await user.clear(screen.getByLabelText("Height (cm)"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter measurements")).toBeTruthy();
    expect(screen.getByText("At least one measurement field is required.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("reports the server's reason when saving fails and stays in edit mode", async () => {
    stubApi(() => jsonResponse({ message: "Measurement not found", code: "not_found" }, 404));
    renderPage(<MeasurementCard measurement={hood} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Hood 152.4 cm x 121.92 cm" }));
    await user.type(screen.getByLabelText("Length (cm)"), "200");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving measurement")).toBeTruthy();
    expect(screen.getByText("Measurement not found")).toBeTruthy();
    expect(screen.getByLabelText("Width (cm)")).toBeTruthy();
  });

  it("deletes after confirmation, and says so when the server refuses", async () => {
    let fail = true;
    const calls = stubApi(() => (fail ? new Response("", { status: 403 }) : jsonResponse({ job: { id: "j1" } })));
    renderPage(<MeasurementCard measurement={hood} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete Hood 152.4 cm x 121.92 cm" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting measurement")).toBeTruthy();
    expect(screen.getByText("Please try again.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Measurement deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["DELETE /api/measurements/m1", "DELETE /api/measurements/m1"]);
  });
});

describe("a measurement typed in centimetres", () => {
  it("shows its lengths as typed, on the card and in the editor, not as the inches they were stored as", async () => {
    const typed = { ...hood, width: toInches(120, "cm"), height: toInches(150, "cm"), unit: "cm" as const };
    renderPage(<MeasurementCard measurement={typed} />);
    expect(screen.getByText("W 120 cm × H 150 cm")).toBeTruthy();
    expect(screen.getByText('In inches: W 47.24" × H 59.06"')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: /^Edit Hood/ }));
    expect(screen.getByLabelText<HTMLInputElement>("Width (cm)").value).toBe("120");
    expect(screen.getByLabelText<HTMLInputElement>("Height (cm)").value).toBe("150");
  });
});

describe("a metric shop's measurement", () => {
  it("reads only as typed when typed in metric, with no inches beside it", () => {
    renderPage(<MeasurementCard measurement={{ ...hood, width: toInches(150, "cm"), height: toInches(120, "cm") }} shopUnit="m" />);
    expect(screen.getByRole("heading", { name: "Hood 150 cm x 120 cm" })).toBeTruthy();
    expect(screen.getByText("W 150 cm × H 120 cm")).toBeTruthy();
    expect(screen.queryByText(/^In /)).toBeNull();
  });

  it.each([
    ["cm", "In centimetres: W 152.4 cm × H 121.9 cm"],
    ["m", "In metres: W 1.52 m × H 1.22 m"],
  ] as const)("shows one typed in inches in the shop's %s too", (shopUnit, also) => {
    renderPage(<MeasurementCard measurement={{ ...hood, unit: "in", width: 60, height: 48 }} shopUnit={shopUnit} />);
    expect(screen.getByText('W 60" × H 48"')).toBeTruthy();
    expect(screen.getByText(also)).toBeTruthy();
  });
});
