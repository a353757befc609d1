import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jobKeys } from "../../api/jobs";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { EditJobDialog } from "./edit-job-dialog";

const job = makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", vehicleYear: 2022, notes: null, jobName: null });
const theirs = { ...job, notes: "Bring the ladder", jobName: "Fleet van", updatedAt: "2026-11-02T10:00:00.000Z" };

type Patch = { key: string | null; body: Record<string, unknown> };

function stubApi(answers: (() => Response)[]) {
  const patches: Patch[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method !== "PATCH") return jsonResponse({ items: [], nextCursor: null });
      patches.push({ key: request.headers.get("Idempotency-Key"), body: (await request.json()) as Record<string, unknown> });
      return answers.shift()!();
    }),
  );
  return patches;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function editYearAndNotes() {
  const user = userEvent.setup();
  await user.clear(field("Year"));
  await user.type(field("Year"), "2023");
  await user.type(field("Notes"), "Wrap the mirrors");
  await user.click(screen.getByRole("button", { name: "Save Changes" }));
  return user;
}

describe("EditJobDialog", () => {
  it("sends the changed fields with the values they had when editing began, in the job's write scope", async () => {
    const patches = stubApi([() => jsonResponse({ ...job, vehicleYear: 2023, notes: "Wrap the mirrors" })]);
    const onClose = vi.fn();
    const { queryClient } = renderPage(<EditJobDialog job={job} onClose={onClose} />);
    await editYearAndNotes();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches).toEqual([{ key: expect.any(String), body: { vehicleYear: "2023", notes: "Wrap the mirrors", base: { vehicleYear: 2022, notes: null } } }]);
    expect(queryClient.getMutationCache().getAll()[0]?.options.scope).toEqual({ id: "job:j1" });
  });

  it("saves a status change on a job whose measured total is past the typed-total limit, which it leaves alone", async () => {
    const measured = { ...job, totalSquareFeet: 120_000, totalSquareFeetSource: "measurements" as const };
    const patches = stubApi([() => jsonResponse({ ...measured, status: "completed" })]);
    const onClose = vi.fn();
    renderPage(<EditJobDialog job={measured} onClose={onClose} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Status"), "completed");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches.map((patch) => patch.body)).toEqual([{ status: "completed", progress: "100", base: { status: measured.status, progress: measured.progress } }]);
  });

  it("moves the progress to 100% when the job is marked Complete, where the user still sees and may change it", async () => {
    const patches = stubApi([() => jsonResponse({ ...job, status: "completed", progress: 90 })]);
    const onClose = vi.fn();
    renderPage(<EditJobDialog job={{ ...job, progress: 40 }} onClose={onClose} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Status"), "completed");
    expect(field("Progress (%)").value).toBe("100");
    await user.clear(field("Progress (%)"));
    await user.type(field("Progress (%)"), "90");
    await user.selectOptions(screen.getByLabelText("Status"), "in_progress");
    expect(field("Progress (%)").value, "only Complete moves it").toBe("90");
    await user.selectOptions(screen.getByLabelText("Status"), "completed");
    expect(field("Progress (%)").value, "a progress below 100 is moved again on Complete").toBe("100");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches.map((patch) => patch.body)).toEqual([{ status: "completed", progress: "100", base: { status: job.status, progress: 40 } }]);
  });

  it("says an emptied progress must be a number, beside the field, and sends nothing", async () => {
    const patches = stubApi([]);
    const onClose = vi.fn();
    renderPage(<EditJobDialog job={job} onClose={onClose} />);
    const user = userEvent.setup();
    await user.clear(field("Progress (%)"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Progress must be a number")).toBeTruthy();
    expect(patches).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("on a clash shows who changed what, takes their values into the cache and the form, and keeps the user's other changes", async () => {
    const conflict = { message: "Changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["notes"], current: theirs };
    const patches = stubApi([() => jsonResponse(conflict, 409), () => jsonResponse({ ...theirs, vehicleYear: 2023 })]);
    const onClose = vi.fn();
    const { queryClient } = renderPage(<EditJobDialog job={job} onClose={onClose} />);
    const user = await editYearAndNotes();
    expect(await screen.findByText("Failed to update job")).toBeTruthy();
    expect(screen.getByText("Someone else changed Notes meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(field("Notes").value).toBe("Bring the ladder");
    expect(field("Job name").value).toBe("Fleet van");
    expect(field("Year").value).toBe("2023");
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toEqual(theirs);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches[1]!.body).toEqual({ vehicleYear: "2023", base: { vehicleYear: 2022 } });
    expect(patches[1]!.key).not.toBe(patches[0]!.key);
  });

  it("closes as saved on this device when there is no connection, and sends the same edit and key again by itself", async () => {
    const patches = stubApi([
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => jsonResponse({ ...job, vehicleYear: 2023, notes: "Wrap the mirrors" }),
    ]);
    const onClose = vi.fn();
    renderPage(<EditJobDialog job={job} onClose={onClose} />);
    await editYearAndNotes();
    expect(await screen.findByText("Saved on this device. It will sync when the signal is back.")).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 4000 });
    expect(patches[1]).toEqual(patches[0]);
  });
});
