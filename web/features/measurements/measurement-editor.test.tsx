import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { measurementKeys } from "../../api/measurements";
import { makeMeasurement } from "../../test/measurement-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { MeasurementCard } from "./measurement-card";

const hood = makeMeasurement({ id: "m1", unit: "in", width: 60, height: 48, notes: null });
const theirs = { ...hood, width: 70, notes: "Scoop" };

type Call = { method: string; key: string | null; body: Record<string, unknown> | undefined };

function stubApi(answers: (() => Response)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      calls.push({ method: request.method, key: request.headers.get("Idempotency-Key"), body: text ? JSON.parse(text) : undefined });
      return answers.shift()!();
    }),
  );
  return calls;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe("editing a measurement someone else changed", () => {
  it("names the field, shows their value, keeps the user's other changes and sends the new base next time", async () => {
    const conflict = { message: "Changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["width"], current: theirs };
    const calls = stubApi([() => jsonResponse(conflict, 409), () => jsonResponse({ measurement: { ...theirs, height: 50 }, job: { id: "j1" } })]);
    const { queryClient } = renderPage(<MeasurementCard measurement={hood} />);
    queryClient.setQueryData(measurementKeys.list("j1"), [hood]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: 'Edit Hood 60" x 48"' }));
    await user.clear(field("Width (in)"));
    await user.type(field("Width (in)"), "65");
    await user.clear(field("Height (in)"));
    await user.type(field("Height (in)"), "50");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Error saving measurement")).toBeTruthy();
    expect(screen.getByText("Someone else changed Width meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(calls[0]!.body).toEqual({ width: "65", height: "50", unit: "in", base: { width: 60, height: 48, unit: "in" } });
    expect(field("Width (in)").value).toBe("70");
    expect(field("Height (in)").value).toBe("50");
    expect(field("Notes").value).toBe("Scoop");
    expect(queryClient.getQueryData(measurementKeys.list("j1"))).toEqual([theirs]);

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Measurement saved")).toBeTruthy();
    expect(calls[1]!.body).toEqual({ height: "50", unit: "in", base: { height: 48, unit: "in" } });
  });

  it("says a measurement deleted on another device is gone, and drops it from the list instead of offering Save again", async () => {
    stubApi([() => jsonResponse({ message: "Measurement not found", code: "not_found", requestId: "r1" }, 404), () => jsonResponse({ id: "j1" })]);
    const { queryClient } = renderPage(<MeasurementCard measurement={hood} />);
    const roof = makeMeasurement({ id: "m2", panel: "roof" });
    queryClient.setQueryData(measurementKeys.list("j1"), [hood, roof]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: 'Edit Hood 60" x 48"' }));
    await user.clear(field("Width (in)"));
    await user.type(field("Width (in)"), "70");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Measurement deleted")).toBeTruthy();
    expect(screen.getByText("It was deleted on another device, so there is nothing to save.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(measurementKeys.list("j1"))).toEqual([roof]));
  });

  it("deletes on this device when there is no connection, and sends the delete again by itself with the same key", async () => {
    const calls = stubApi([
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => jsonResponse({ job: { id: "j1" } }),
    ]);
    renderPage(<MeasurementCard measurement={hood} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: 'Delete Hood 60" x 48"' }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Measurement deleted")).toBeTruthy();
    expect(screen.getByText("Saved on this device. It will sync when the signal is back.")).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 4000 });
    expect(calls[0]!.key).toEqual(expect.any(String));
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });
});
