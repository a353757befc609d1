import { onlineManager } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jobScope } from "../../api/jobs";
import { noteMutationKeys, registerNoteMutations } from "../../api/notes";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { makePhoto } from "../../test/photo-fixture";
import { PhotoDetailsDialog } from "./photo-details-dialog";

const photo = makePhoto();

describe("PhotoDetailsDialog", () => {
  it("shows the caption rule's message beside the field and sends nothing", async () => {
    const calls = recordFetch(() => jsonResponse(photo));
    renderPage(<PhotoDetailsDialog photo={photo} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Invoice\u202Egnp.exe" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Contains a hidden character (U+202E) that changes the order text is shown in; retype this text without it")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends a caption the rule accepts", async () => {
    const calls = recordFetch(() => jsonResponse(photo));
    const onClose = vi.fn();
    renderPage(<PhotoDetailsDialog photo={photo} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Rear door" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => [call.method, call.body])).toEqual([["PATCH", { caption: "Rear door", base: { caption: "Driver door", category: "general" } }]]);
  });

  it("shows the caption someone else saved meanwhile, keeps the category chosen, and saves again from theirs", async () => {
    const theirs = { ...photo, caption: "Driver door, dented", category: "general" as const };
    let tries = 0;
    const calls = recordFetch((request) =>
      tries++ === 0
        ? jsonResponse({ code: "edit_conflict", message: "Changed by someone else meanwhile: caption.", requestId: "r1", fields: ["caption"], current: theirs }, 409)
        : request.json().then((body: { caption: string }) => jsonResponse({ ...theirs, ...body })),
    );
    const onClose = vi.fn();
    renderPage(<PhotoDetailsDialog photo={photo} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Rear door" } });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "progress" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Someone else changed Caption meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Caption").value).toBe("Driver door, dented");
    expect(screen.getByLabelText<HTMLSelectElement>("Category").value).toBe("progress");
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Driver door, dented twice" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([
      { caption: "Rear door", category: "progress", base: { caption: "Driver door", category: "general" } },
      { caption: "Driver door, dented twice", category: "progress", base: { caption: "Driver door, dented", category: "general" } },
    ]);
  });

  it("fails at once with no signal, though a note written offline waits in the same job's queue", async () => {
    recordFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    onlineManager.setOnline(false);
    try {
      const { queryClient } = renderPage(<PhotoDetailsDialog photo={photo} onClose={() => {}} />);
      registerNoteMutations(queryClient);
      const queued = { jobId: photo.jobId, id: "0193a1b2-0000-7000-8000-000000000009", idempotencyKey: "k1", body: "Bring the heat gun", author: null };
      void queryClient.getMutationCache().build(queryClient, { mutationKey: noteMutationKeys.add, scope: jobScope(photo.jobId) }).execute(queued).catch(() => undefined);
      fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Rear door" } });
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("No connection. Check your signal and try again.")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
