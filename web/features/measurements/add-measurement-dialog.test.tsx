import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderPage } from "../../test/render";
import { AddMeasurementDialog } from "./add-measurement-dialog";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const created = () => jsonResponse({ measurement: { id: "m1" }, job: { id: "j1" } }, 201);

function stubApi(reply: () => Response | Promise<Response> = created, lengthUnit = "in") {
  const posts: { url: string; body: Record<string, unknown>; headers: Headers }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === "GET") return jsonResponse({ preferences: { lengthUnit, rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } });
      posts.push({ url: new URL(request.url).pathname, body: await request.json(), headers: request.headers });
      return reply();
    }),
  );
  return posts;
}

const saveButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save Measurement" });

describe("AddMeasurementDialog", () => {
  it("says which of panel, width and height is missing and sends nothing, previews the area and defaults the label", async () => {
    let answer: () => void = () => {};
    const posts = stubApi(() => new Promise((resolve) => (answer = () => resolve(created()))));
    const onClose = vi.fn();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(saveButton());
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Choose a panel", "Enter the width", "Enter the height"]);
    await user.selectOptions(screen.getByLabelText("Panel"), "hood");
    await user.type(screen.getByLabelText("Width (in)"), "60");
    await user.click(saveButton());
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Enter the height"]);
    expect(posts).toHaveLength(0);
    await user.type(screen.getByLabelText("Height (in)"), "48");
    expect(screen.getByText("20.00 sq ft")).toBeTruthy();
    expect(screen.getByText("1.86 m²")).toBeTruthy();
    expect(screen.getByText('Leave empty to use "Hood 60" x 48""')).toBeTruthy();

    await user.dblClick(saveButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe("/api/jobs/j1/measurements");
    expect(posts[0]!.body).toEqual({ id: expect.stringMatching(UUID_V7), jobType: "vehicle", panel: "hood", unit: "in", width: "60", height: "48", label: "", notes: "" });
    expect(posts[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText("Measurement added")).toBeTruthy();
  });

  it("offers only the panels that fit the job type", () => {
    stubApi();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="trailer" onClose={() => {}} />);
    const options = [...screen.getByLabelText<HTMLSelectElement>("Panel").options].map((option) => option.value);
    expect(options).toEqual(["", "driver_side", "passenger_side", "front_panel", "rear_panel", "rear_doors", "side_door"]);
  });

  it("starts in the shop's length unit from settings", async () => {
    stubApi(created, "m");
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText("Width (m)")).toBeTruthy());
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "m" }).checked).toBe(true);
  });

  it("takes metric readings in a unit picked for this measurement", async () => {
    const posts = stubApi();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "cm" }));
    await user.selectOptions(screen.getByLabelText("Panel"), "driver_side");
    await user.type(screen.getByLabelText("Width (cm)"), "457.2");
    await user.type(screen.getByLabelText("Height (cm)"), "121.92");
    expect(screen.getByText("60.00 sq ft")).toBeTruthy();
    expect(screen.getByText('Leave empty to use "Driver Side 457.2 cm x 121.92 cm"')).toBeTruthy();
    await user.click(saveButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ unit: "cm", width: "457.2", height: "121.92" });
  });

  it("asks for notes on a custom job and sends nothing without them", async () => {
    const posts = stubApi();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="custom" onClose={() => {}} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Panel")).toBeNull();
    await user.type(screen.getByLabelText("Width (in)"), "96");
    await user.type(screen.getByLabelText("Height (in)"), "30");
    await user.click(saveButton());
    expect(await screen.findByText("Please add measurements")).toBeTruthy();
    expect(screen.getAllByText("Custom job requires measurement notes.")).toHaveLength(2);
    expect(screen.getByLabelText("Notes (required for custom jobs)").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toHaveLength(0);
    await user.type(screen.getByLabelText("Notes (required for custom jobs)"), "Boat hull, port side");
    await user.click(saveButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ jobType: "custom", panel: "custom_area", notes: "Boat hull, port side" });
  });

  it("shows every bad number beside its field without sending, and clears a message once its field changes", async () => {
    const posts = stubApi();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Panel"), "roof");
    await user.type(screen.getByLabelText("Width (in)"), "-5");
    await user.type(screen.getByLabelText("Height (in)"), "9999999");
    expect(screen.getByText("0.00 sq ft")).toBeTruthy();
    await user.click(saveButton());
    expect(await screen.findByText("Width must be greater than 0")).toBeTruthy();
    expect(screen.getByText("Height must be 6,000 in (500 ft) or less")).toBeTruthy();
    await user.type(screen.getByLabelText("Width (in)"), "0");
    expect(screen.queryByText("Width must be greater than 0")).toBeNull();
    expect(screen.getByText("Height must be 6,000 in (500 ft) or less")).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it("keeps the dialog open with the server's reason when saving fails", async () => {
    stubApi(() => jsonResponse({ message: "A job can hold at most 500 measurements.", code: "conflict" }, 409));
    const onClose = vi.fn();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={onClose} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Panel"), "hood");
    await user.type(screen.getByLabelText("Width (in)"), "60");
    await user.type(screen.getByLabelText("Height (in)"), "48");
    await user.click(saveButton());
    expect(await screen.findByText("Failed to add measurement")).toBeTruthy();
    expect(screen.getByText("A job can hold at most 500 measurements.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes as saved on this device when there is no connection, and sends the same id and key again by itself", async () => {
    let online = false;
    const posts = stubApi(() => {
      if (!online) throw new TypeError("Failed to fetch");
      return created();
    });
    const onClose = vi.fn();
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={onClose} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Panel"), "hood");
    await user.type(screen.getByLabelText("Width (in)"), "60");
    await user.type(screen.getByLabelText("Height (in)"), "48");
    await user.click(saveButton());
    expect(await screen.findByText("Saved on this device. It will sync when the signal is back.")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    online = true;
    await waitFor(() => expect(posts).toHaveLength(2), { timeout: 4000 });
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(posts[1]!.headers.get("Idempotency-Key")).toBe(posts[0]!.headers.get("Idempotency-Key"));
  });

  it("keeps the unit lengths were typed in when the shop's default unit arrives after them", async () => {
    let settings: (response: Response) => void = () => undefined;
    const posts: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.method === "GET") return new Promise<Response>((resolve) => (settings = resolve));
        posts.push(await request.json());
        return created();
      }),
    );
    renderPage(<AddMeasurementDialog jobId="j1" jobType="vehicle" onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Panel"), "hood");
    await user.type(screen.getByLabelText("Width (in)"), "150");
    settings(jsonResponse({ preferences: { lengthUnit: "cm", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText("Width (in)")).toBeTruthy();
    await user.type(screen.getByLabelText("Height (in)"), "48");
    await user.click(saveButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ unit: "in", width: "150", height: "48" });
  });
});
