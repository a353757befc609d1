import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SharedMeasurement } from "../../shared/schemas/share";
import { jsonResponse, recordFetch } from "../test/render";
import { SharedMeasurements } from "./shared-measurements";

const measurement = (id: string, panel: string, squareFeet: number | null): SharedMeasurement => ({
  id,
  panel,
  label: null,
  jobType: "vehicle",
  width: 60,
  height: 80,
  length: null,
  unit: "in",
  squareFeet,
  createdAt: "2026-11-23T10:00:00.000Z",
});

const figures = () =>
  screen.queryAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const show = (measurements: SharedMeasurement[], jobArea: Parameters<typeof SharedMeasurements>[0]["jobArea"]) =>
  render(<SharedMeasurements token="t" measurements={measurements} jobArea={jobArea} editable={false} metric={false} onAdded={() => {}} />);

describe("SharedMeasurements", () => {
  it("totals the listed panels, and shows a template's area apart under the owner's label", () => {
    show([measurement("m1", "hood", 33.33)], { totalSquareFeet: 179, totalSquareFeetSource: "template" });
    expect(figures()).toEqual([
      ["TotalMeasured · 1 panel", "33.33 sq ft"],
      ["Job total areaEstimated from the vehicle", "179 sq ft"],
    ]);
  });

  it("counts a panel without an area as nothing, and shows no second figure when the job's area follows the measurements", () => {
    show([measurement("m1", "hood", 20), measurement("m2", "roof", 24.5), measurement("m3", "door", null)], { totalSquareFeet: 44.5, totalSquareFeetSource: "measurements" });
    expect(figures()).toEqual([["TotalMeasured · 3 panels", "44.50 sq ft"]]);
  });

  it("shows a trailer side's length beside its width and height, each named", () => {
    show([{ ...measurement("m1", "passenger_side", 283.33), jobType: "trailer", width: 48, height: 102, length: 636 }], { totalSquareFeet: 283.33, totalSquareFeetSource: "measurements" });
    expect(screen.getByText('W 48" x H 102" x L 636"')).toBeTruthy();
  });

  it("with no measurements shows no total, only an area typed by hand", () => {
    show([], { totalSquareFeet: 250, totalSquareFeetSource: "manual" });
    expect(screen.getByText("No measurements yet.")).toBeTruthy();
    expect(figures()).toEqual([["Job total areaEntered by hand", "250 sq ft"]]);
  });
});

describe("a metric shop's shared measurements", () => {
  it("give square metres beside square feet, and a new measurement starts in centimetres", async () => {
    render(<SharedMeasurements token="t" measurements={[measurement("m1", "hood", 20)]} jobArea={{ totalSquareFeet: 179, totalSquareFeetSource: "template" }} editable metric onAdded={() => {}} />);
    expect(figures()).toEqual([
      ["TotalMeasured · 1 panel", "20.00 sq ft (1.86 m²)"],
      ["Job total areaEstimated from the vehicle", "179 sq ft (16.63 m²)"],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Add measurement" }));
    expect(await screen.findByText("Area: 0.00 sq ft (0.00 m²)")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Unit").value).toBe("cm");
  });
});

describe("adding a measurement through an edit link", () => {
  it("on a custom job asks for the notes the server requires, and sends them with the custom area", async () => {
    const posts = recordFetch(async () => jsonResponse({ measurement: { ...measurement("m9", "custom_area", 20), jobType: "custom" }, totalSquareFeet: 20 }, 201));
    const user = userEvent.setup();
    render(<SharedMeasurements token="t" measurements={[{ ...measurement("m1", "custom_area", 20), jobType: "custom" }]} jobArea={{ totalSquareFeet: 20, totalSquareFeetSource: "measurements" }} editable metric={false} onAdded={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add measurement" }));
    await user.type(await screen.findByLabelText("Your name"), "Dana");
    expect(screen.queryByLabelText("Panel")).toBeNull();
    await user.type(screen.getByLabelText("Width"), "60");
    await user.type(screen.getByLabelText("Height"), "48");
    await user.click(screen.getByRole("button", { name: "Save Measurement" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Custom job requires measurement notes.");
    expect(posts).toHaveLength(0);

    await user.type(screen.getByLabelText("Notes (required for custom jobs)"), "Boat hull, port side");
    await user.click(screen.getByRole("button", { name: "Save Measurement" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ contributorName: "Dana", measurement: { jobType: "custom", panel: "custom_area", width: "60", height: "48", notes: "Boat hull, port side" } });
  });

  it("lets a visitor pick another job type than the newest measurement's, with that type's panels", async () => {
    const posts = recordFetch(async () => jsonResponse({ measurement: measurement("m9", "driver_side", 33.33), totalSquareFeet: 53.33 }, 201));
    const user = userEvent.setup();
    render(<SharedMeasurements token="t" measurements={[measurement("m1", "hood", 20), { ...measurement("m2", "custom_area", 20), jobType: "custom" }]} jobArea={{ totalSquareFeet: 40, totalSquareFeetSource: "measurements" }} editable metric={false} onAdded={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add measurement" }));
    await user.type(await screen.findByLabelText("Your name"), "Dana");
    expect(screen.getByLabelText<HTMLSelectElement>("Job type").value).toBe("custom");
    await user.selectOptions(screen.getByLabelText("Job type"), "Vehicle");
    expect(screen.queryByLabelText("Notes (required for custom jobs)")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Panel"), "Driver Side");
    await user.type(screen.getByLabelText("Width"), "60");
    await user.type(screen.getByLabelText("Height"), "80");
    await user.click(screen.getByRole("button", { name: "Save Measurement" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ measurement: { jobType: "vehicle", panel: "driver_side" } });
  });
});
