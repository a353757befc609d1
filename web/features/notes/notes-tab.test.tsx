import { onlineManager } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { recordFetch, renderPage } from "../../test/render";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { NotesTab } from "./notes-tab";

const job = makeJob({ id: "0193a1b2-0000-7000-8000-000000000032", createdAt: "2026-11-23T10:00:00.000Z" });

describe("the Notes tab", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it("says the notes are not available offline when they were never kept on the phone, instead of loading for good", async () => {
    const calls = recordFetch(() => new Response(null, { status: 500 }));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPage(<NotesTab job={job} recordRequested={false} onRecordHandled={() => {}} />);
    expect(await screen.findByText(OFFLINE_NOTE)).toBeTruthy();
    expect(screen.queryByText("Loading notes…")).toBeNull();
    expect(calls.filter((call) => call.url.includes("notes"))).toEqual([]);
  });
});
