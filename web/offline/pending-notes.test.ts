import { describe, expect, it } from "vitest";
import type { Note } from "../../shared/schemas/note";
import { pendingNotes } from "./pending-notes";
import type { PendingChange } from "./pending-view";

const note = (id: string, body: string): Note => ({ id, jobId: "j1", body, author: { id: "u1", name: "Dana Reyes" }, createdAt: "2026-11-26T10:00:00.000Z", updatedAt: "2026-11-26T10:00:00.000Z" });

describe("queued note writes laid over the server's notes", () => {
  it("shows a queued note first, an edit's text, and leaves out a deleted one", () => {
    const server = [note("n2", "Second"), note("n1", "First")];
    const changes: PendingChange[] = [
      { kind: "note.add", jobId: "j1", id: "n3", note: note("n3", "Written offline") },
      { kind: "note.update", jobId: "j1", id: "n2", fields: { body: "Second, edited" } },
      { kind: "note.delete", jobId: "j1", id: "n1" },
      { kind: "note.add", jobId: "other", id: "n9", note: note("n9", "Another job") },
    ];
    expect(pendingNotes(server, changes, "j1")?.map((item) => item.body)).toEqual(["Written offline", "Second, edited"]);
  });

  it("starts from an empty list when the notes were never loaded but one was written here, and adds a note the server already has once", () => {
    const added: PendingChange = { kind: "note.add", jobId: "j1", id: "n3", note: note("n3", "Offline") };
    expect(pendingNotes(undefined, [added], "j1")).toEqual([note("n3", "Offline")]);
    expect(pendingNotes(undefined, [], "j1")).toBeUndefined();
    expect(pendingNotes([note("n3", "Offline")], [added], "j1")).toHaveLength(1);
  });
});
