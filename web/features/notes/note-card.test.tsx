import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Note } from "../../../shared/schemas/note";
import { registerNoteMutations } from "../../api/notes";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { NoteCard } from "./note-card";

const note: Note = {
  id: "0193a1b2-0000-7000-8000-000000000031",
  jobId: "0193a1b2-0000-7000-8000-000000000032",
  body: "Bring 3M 2080",
  author: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
};

let showNote: (next: Note) => void = () => undefined;

/** The card as the Notes tab shows it: its note follows the list, which a refresh may change while the card is being edited. */
function ListedNote() {
  const [shown, setShown] = useState(note);
  showNote = setShown;
  return <NoteCard note={shown} editable waiting={false} />;
}

describe("NoteCard", () => {
  it("sends the text editing began from, so another device's text that arrived meanwhile is a conflict, not overwritten", async () => {
    const theirs = { ...note, body: "Bring 3M 2080 gloss black", updatedAt: "2026-11-23T11:00:00.000Z" };
    const calls = recordFetch(() => jsonResponse({ code: "edit_conflict", message: "Changed by someone else meanwhile: body.", requestId: "r1", fields: ["body"], current: theirs }, 409));
    const { queryClient } = renderPage(<ListedNote />);
    registerNoteMutations(queryClient);
    await userEvent.click(screen.getByRole("button", { name: "Edit note" }));
    act(() => showNote(theirs));
    fireEvent.change(screen.getByLabelText("Note text"), { target: { value: "Bring Avery" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH").length).toBeGreaterThan(0));
    expect(calls.find((call) => call.method === "PATCH")!.body).toEqual({ body: "Bring Avery", base: { body: "Bring 3M 2080" } });
    expect(await screen.findByText("Someone else changed the note meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Note text").value).toBe("Bring 3M 2080 gloss black");
  });
  it("leaves an edit on Escape as on Cancel, keeping the note's text and giving the focus back to Edit note", async () => {
    const calls = recordFetch(() => jsonResponse([]));
    renderPage(<NoteCard note={note} editable waiting={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit note" }));
    await user.type(screen.getByLabelText("Note text"), " and a squeegee");
    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText("Note text")).toBeNull();
    expect(screen.getByText("Bring 3M 2080")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit note" }));
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("keeps every character of a paste past the limit, counts it in red and offers no Save until it is cut", async () => {
    const calls = recordFetch(() => jsonResponse([]));
    renderPage(<NoteCard note={note} editable waiting={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit note" }));
    const long = "x".repeat(10_001);
    fireEvent.change(screen.getByLabelText("Note text"), { target: { value: long } });
    expect(screen.getByLabelText<HTMLTextAreaElement>("Note text").value).toBe(long);
    expect(screen.getByText("10,001 / 10,000")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save" }).disabled).toBe(true);
    expect(screen.getByLabelText("Note text").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Note text"), { target: { value: long.slice(1) } });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save" }).disabled).toBe(false);
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
