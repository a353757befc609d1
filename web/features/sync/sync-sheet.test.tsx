import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jobMutationKeys } from "../../api/job-mutations";
import { jobScope } from "../../api/jobs";
import { measurementMutationKeys } from "../../api/measurement-mutations";
import { noteMutationKeys, registerNoteMutations } from "../../api/notes";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { SyncSheet } from "./sync-sheet";

const note = (body: string) => ({ id: "n1", jobId: "j1", body, author: null, createdAt: "2026-11-01T10:00:00.000Z", updatedAt: "2026-11-02T10:00:00.000Z" });

describe("SyncSheet", () => {
  it("asks which text to keep when a queued note edit met another device's, and sends the one chosen", async () => {
    let answers = 0;
    const calls = recordFetch(() =>
      answers++ === 0
        ? jsonResponse({ message: "Changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["body"], current: note("Theirs: bring the squeegee") }, 409)
        : jsonResponse(note("Mine: bring the heat gun")),
    );
    const { queryClient } = renderPage(<SyncSheet onClose={() => undefined} />);
    registerNoteMutations(queryClient);
    const variables = { jobId: "j1", id: "n1", idempotencyKey: "k1", body: "Mine: bring the heat gun", base: { body: "Start" } };
    await queryClient.getMutationCache().build(queryClient, { mutationKey: noteMutationKeys.update, scope: jobScope("j1") }).execute(variables).catch(() => undefined);

    const sheet = await screen.findByRole("dialog", { name: "Changes on this device" });
    expect(await within(sheet).findByText("Conflict")).toBeTruthy();
    const text = within(sheet).getByRole("group", { name: "Text" });
    expect(within(text).getByText("Theirs: bring the squeegee")).toBeTruthy();
    expect(within(sheet).getByRole("link", { name: "Edit in the job" }).getAttribute("href")).toBe("/jobs/j1#notes");
    const person = userEvent.setup();
    await person.click(within(text).getByRole("radio", { name: /Keep mine/ }));
    await person.click(within(sheet).getByRole("button", { name: "Save my choices" }));

    expect(await within(sheet).findByText("Everything is synced.")).toBeTruthy();
    const patches = calls.filter((call) => call.method === "PATCH");
    expect(patches.map((call) => call.body)).toEqual([
      { body: "Mine: bring the heat gun", base: { body: "Start" } },
      { body: "Mine: bring the heat gun", base: { body: "Theirs: bring the squeegee" } },
    ]);
    expect(patches[1]!.headers.get("Idempotency-Key")).not.toBe("k1");
  });

  it("says a queued edit of a note deleted on another device meanwhile can only be discarded, offering no Retry or Edit", async () => {
    recordFetch(() => jsonResponse({ message: "Note not found", code: "not_found", requestId: "r1" }, 404));
    const { queryClient } = renderPage(<SyncSheet onClose={() => undefined} />);
    registerNoteMutations(queryClient);
    const variables = { jobId: "j1", id: "n1", idempotencyKey: "k1", body: "Mine: bring the heat gun", base: { body: "Start" } };
    await queryClient.getMutationCache().build(queryClient, { mutationKey: noteMutationKeys.update, scope: jobScope("j1") }).execute(variables).catch(() => undefined);

    const sheet = await screen.findByRole("dialog", { name: "Changes on this device" });
    expect(await within(sheet).findByText("Deleted on another device meanwhile.")).toBeTruthy();
    expect(within(sheet).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(within(sheet).queryByRole("link", { name: "Edit in the job" })).toBeNull();
    expect(within(sheet).getByRole("button", { name: "Discard" })).toBeTruthy();
  });

  it("shows a retried change as sending while its try is on its way, without Discard or the last try's problem", async () => {
    let tries = 0;
    recordFetch(() => (tries++ === 0 ? Promise.reject(new TypeError("Failed to fetch")) : new Promise<Response>(() => undefined)));
    const { queryClient } = renderPage(<SyncSheet onClose={() => undefined} />);
    const variables = { id: "j1", idempotencyKey: "k1", patch: { notes: "Bring the heat gun" }, base: { notes: null } };
    void queryClient.getMutationCache().build(queryClient, { mutationKey: jobMutationKeys.update, scope: jobScope("j1") }).execute(variables).catch(() => undefined);

    const sheet = await screen.findByRole("dialog", { name: "Changes on this device" });
    expect(await within(sheet).findByText("Waiting")).toBeTruthy();
    expect(within(sheet).getByText("No connection.")).toBeTruthy();
    expect(within(sheet).getByRole("button", { name: "Discard" })).toBeTruthy();
    expect(await within(sheet).findByText("Sending", {}, { timeout: 3_000 })).toBeTruthy();
    expect(tries).toBe(2);
    expect(within(sheet).queryByRole("button", { name: "Discard" })).toBeNull();
    expect(within(sheet).queryByText("No connection.")).toBeNull();
  });

  it("lists a measurement edit's changed width alone, not the unit its lengths are sent in", async () => {
    recordFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const { queryClient } = renderPage(<SyncSheet onClose={() => undefined} />);
    const variables = { jobId: "j1", id: "m1", idempotencyKey: "k1", patch: { width: "70", unit: "in" }, base: { width: 60, unit: "in" } };
    void queryClient.getMutationCache().build(queryClient, { mutationKey: measurementMutationKeys.update, scope: jobScope("j1") }).execute(variables).catch(() => undefined);

    const sheet = await screen.findByRole("dialog", { name: "Changes on this device" });
    expect(await within(sheet).findByText("Width")).toBeTruthy();
    expect(within(sheet).queryByText(/Unit/)).toBeNull();
  });
});
