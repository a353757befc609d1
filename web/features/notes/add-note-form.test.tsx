import { onlineManager } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { registerNoteMutations } from "../../api/notes";
import { readUserItem, setStorageUser, wipeUserData } from "../../lib/user-storage";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { AddNoteForm } from "./add-note-form";

describe("AddNoteForm", () => {
  it("with no signal, takes a note tapped twice once and says it was added, not that nothing was written", async () => {
    recordFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    onlineManager.setOnline(false);
    try {
      const { queryClient } = renderPage(<AddNoteForm jobId="0193a1b2-0000-7000-8000-000000000032" author={null} />);
      registerNoteMutations(queryClient);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Add a note"), "Note 1");
      await user.click(screen.getByRole("button", { name: "Add note" }));
      expect(await screen.findByText("Note added")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Add note" }));
      expect(screen.queryByText("Write something first")).toBeNull();
      expect(queryClient.getMutationCache().getAll().map((mutation) => mutation.state.variables)).toMatchObject([{ body: "Note 1" }]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("offers Add note only once something is written", async () => {
    renderPage(<AddNoteForm jobId="0193a1b2-0000-7000-8000-000000000032" author={null} />);
    const add = screen.getByRole<HTMLButtonElement>("button", { name: "Add note" });
    expect(add.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Add a note"), "  \u200B\u200B");
    expect(add.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Add a note"), "Bring the heat gun");
    expect(add.disabled).toBe(false);
  });

  it("keeps what was typed when the tab is left and opened again, until the note is added", async () => {
    setStorageUser("u1");
    recordFetch(async (request) => jsonResponse({ id: "n1", jobId, body: (await request.json()).body, author: null, createdAt: "2026-12-02T06:00:00.000Z", updatedAt: "2026-12-02T06:00:00.000Z" }, 201));
    const jobId = "0193a1b2-0000-7000-8000-000000000033";
    const first = renderPage(<AddNoteForm jobId={jobId} author={null} />);
    await userEvent.type(screen.getByLabelText("Add a note"), "Customer wants the chrome trim left bare");
    first.unmount();
    renderPage(<AddNoteForm jobId="0193a1b2-0000-7000-8000-000000000034" author={null} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Add a note").value, "another job's draft is its own").toBe("");
    cleanup();
    const { queryClient } = renderPage(<AddNoteForm jobId={jobId} author={null} />);
    registerNoteMutations(queryClient);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Add a note").value).toBe("Customer wants the chrome trim left bare");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Note added")).toBeTruthy();
    expect(readUserItem(`note-draft:${jobId}`)).toBeNull();
    wipeUserData();
  });
});
