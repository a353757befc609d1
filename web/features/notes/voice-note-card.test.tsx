import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { VoiceNote } from "../../../shared/schemas/voice-note";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { QueuedVoiceNoteCard, VoiceNoteCard } from "./voice-note-card";
import type { OutboxVoiceNote } from "./voice-outbox-runtime";

const note: VoiceNote = {
  id: "0193a1b2-0000-7000-8000-000000000021",
  jobId: "0193a1b2-0000-7000-8000-000000000022",
  audioUrl: "/a",
  duration: 12,
  mimeType: "audio/webm",
  size: 4000,
  transcription: "Hood dent",
  transcriptionStatus: "done",
  author: { id: "0193a1b2-0000-7000-8000-000000000023", name: "Dana Reyes" },
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("VoiceNoteCard", () => {
  it("shows the transcript someone else saved meanwhile in the editor, and saves again from it", async () => {
    const theirs = { ...note, transcription: "Hood dent near the badge" };
    let tries = 0;
    const calls = recordFetch(() =>
      tries++ === 0
        ? jsonResponse({ code: "edit_conflict", message: "Changed by someone else meanwhile: transcription.", requestId: "r1", fields: ["transcription"], current: theirs }, 409)
        : jsonResponse({ ...theirs, transcription: "Hood dent near the badge, left" }),
    );
    renderPage(<VoiceNoteCard note={note} editable />);
    await userEvent.click(screen.getByRole("button", { name: "Edit transcript" }));
    fireEvent.change(screen.getByLabelText("Transcript"), { target: { value: "Roof dent" } });
    await userEvent.click(screen.getByRole("button", { name: "Save transcript" }));

    expect(await screen.findByText("Someone else changed Transcript meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Transcript").value).toBe("Hood dent near the badge");
    fireEvent.change(screen.getByLabelText("Transcript"), { target: { value: "Hood dent near the badge, left" } });
    await userEvent.click(screen.getByRole("button", { name: "Save transcript" }));
    await waitFor(() => expect(screen.queryByLabelText("Transcript")).toBeNull());
    expect(calls.map((call) => call.body)).toEqual([
      { transcription: "Roof dent", base: { transcription: "Hood dent" } },
      { transcription: "Hood dent near the badge, left", base: { transcription: "Hood dent near the badge" } },
    ]);
  });

  it("saves nothing for a blank transcript where there was none, so it never claims no speech was heard", async () => {
    const calls = recordFetch(() => jsonResponse({ ...note, transcription: null }));
    renderPage(<VoiceNoteCard note={{ ...note, transcription: null, transcriptionStatus: "unavailable" }} editable />);
    await userEvent.click(screen.getByRole("button", { name: "Write transcript" }));
    fireEvent.change(screen.getByLabelText("Transcript"), { target: { value: "  \u200b " } });
    await userEvent.click(screen.getByRole("button", { name: "Save transcript" }));
    expect(screen.queryByLabelText("Transcript")).toBeNull();
    expect(screen.getByText("Transcription is not set up on this server.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("removes a transcript blanked in the editor, and says so", async () => {
    const calls = recordFetch(() => jsonResponse({ ...note, transcription: null }));
    renderPage(<VoiceNoteCard note={note} editable />);
    await userEvent.click(screen.getByRole("button", { name: "Edit transcript" }));
    fireEvent.change(screen.getByLabelText("Transcript"), { target: { value: " " } });
    await userEvent.click(screen.getByRole("button", { name: "Save transcript" }));
    expect(await screen.findByText("Transcript removed")).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ transcription: " ", base: { transcription: "Hood dent" } }]);
  });

  it("says who recorded it, as a written note says who wrote it", () => {
    renderPage(<VoiceNoteCard note={note} editable={false} />);
    expect(screen.getByText("by Dana Reyes")).toBeTruthy();
  });

  it("names nobody for a voice note the phone kept from before answers named the recorder", () => {
    const { author: _author, ...kept } = note;
    renderPage(<VoiceNoteCard note={kept as VoiceNote} editable={false} />);
    expect(screen.queryByText(/^by /)).toBeNull();
  });

  it("names a recorder whose account is gone as a former member", () => {
    renderPage(<VoiceNoteCard note={{ ...note, author: null }} editable={false} />);
    expect(screen.getByText("by Former member")).toBeTruthy();
  });

  it("counts a transcript past its limit in red and offers no Save, rather than cutting the text", async () => {
    recordFetch(() => jsonResponse([]));
    renderPage(<VoiceNoteCard note={note} editable />);
    await userEvent.click(screen.getByRole("button", { name: "Edit transcript" }));
    fireEvent.change(screen.getByLabelText("Transcript"), { target: { value: "x".repeat(20_001) } });
    expect(screen.getByText("20,001 / 20,000")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save transcript" }).disabled).toBe(true);
  });
});

describe("QueuedVoiceNoteCard", () => {
  const refused = (final: boolean): OutboxVoiceNote => ({
    id: "v1",
    userId: "u1",
    jobId: "j1",
    queuedAt: "2026-12-02T09:00:00.000Z",
    state: "refused",
    problem: final ? "That recording is not audio." : "Please try again.",
    final,
    audio: new Blob(["x"], { type: "audio/webm" }),
    duration: 4,
  });

  it("offers only a labelled Discard for a recording refused for what it is", () => {
    render(<QueuedVoiceNoteCard note={refused(true)} />);
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(screen.getByRole("button", { name: "Discard voice note" }).textContent).toBe("Discard");
  });

  it("offers Retry beside an icon Discard where sending it again may work", () => {
    render(<QueuedVoiceNoteCard note={refused(false)} />);
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Discard voice note" }).textContent).toBe("");
  });
});
