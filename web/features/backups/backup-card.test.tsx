import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { onlineManager } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Backup } from "../../../shared/schemas/backup";
import { formatTimeline } from "../../lib/date-text";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { BackupCard } from "./backup-card";

const started: Backup = {
  id: "b1",
  jobId: "j1",
  backupType: "job",
  provider: "r2",
  status: "pending",
  fileName: "Acme-Plumbing-2026-11-26.zip",
  fileSize: null,
  automatic: false,
  createdAt: "2026-11-26T10:00:00.000Z",
  lastSyncAt: null,
  errorMessage: null,
};

const completed = (id: string, backupType: "job" | "photos", at: string): Backup => ({ ...started, id, backupType, status: "completed", fileSize: 2048, createdAt: at, lastSyncAt: at });
const job = makeJob({ id: "j1", createdAt: "2026-11-01T00:00:00.000Z" });
const BACKUPS_PATH = "/api/backups";

/** Answers the card's reads: the job's backups from `list` (read again on each request), the nightly setting, and `other` for the rest. */
function serve(list: () => Backup[], other: (request: Request) => Response = () => jsonResponse([])) {
  return recordFetch((request) => {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === BACKUPS_PATH) return jsonResponse(list());
    if (url.pathname === "/api/account/backup-settings") return jsonResponse({ nightly: false });
    return other(request);
  });
}

/** The Backup tab, and a way to leave it and come back as the job's page does. */
function Tabs() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Switch tab
      </button>
      {open ? <BackupCard job={job} /> : null}
    </>
  );
}

describe("BackupCard", () => {
  it("lists a started backup as being made from the server's answer, even when the list read again does not have it yet", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input instanceof Request ? input.url : input), "http://app.test");
        const method = (input instanceof Request ? input.method : init?.method) ?? "GET";
        if (method === "POST" && url.pathname === "/api/jobs/j1/backup") return jsonResponse(started, 202);
        if (url.pathname === "/api/account/backup-settings") return jsonResponse({ nightly: false });
        return jsonResponse([]);
      }),
    );
    renderPage(<BackupCard job={job} />);
    await userEvent.click(await screen.findByRole("button", { name: "Back up job" }));
    const row = await screen.findByTestId("backup-row");
    expect(within(row).getByText("Backing up")).toBeTruthy();
    expect(within(row).getByText("Whole job")).toBeTruthy();
  });

  it("says when the job was last backed up whole: a newer photos-only backup does not count", async () => {
    const photos = completed("p1", "photos", "2026-11-28T15:30:00.000Z");
    const whole = completed("w1", "job", "2026-11-20T08:15:00.000Z");
    let list = [photos, whole];
    serve(() => list);
    const { unmount } = renderPage(<BackupCard job={job} />);
    expect(await screen.findByText(`Last backed up ${formatTimeline(whole.lastSyncAt)}`)).toBeTruthy();
    unmount();

    list = [photos];
    renderPage(<BackupCard job={job} />);
    await screen.findByTestId("backup-row");
    expect(screen.getByText("Not backed up yet")).toBeTruthy();
  });

  it("reads the job's backups again when the tab is opened later, showing what the nightly run or another device did meanwhile", async () => {
    let list: Backup[] = [];
    serve(() => list);
    renderPage(<Tabs />);
    expect(await screen.findByText("Not backed up yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Switch tab" }));
    list = [{ ...completed("n1", "job", "2026-11-29T03:00:00.000Z"), automatic: true }];
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ["Date"] });
    try {
      await userEvent.click(screen.getByRole("button", { name: "Switch tab" }));
      expect(await screen.findByTestId("backup-row")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("names each row's actions after its backup's type and time", async () => {
    const whole = completed("w1", "job", "2026-11-20T08:15:00.000Z");
    const photos = completed("p1", "photos", "2026-11-28T15:30:00.000Z");
    serve(() => [photos, whole]);
    renderPage(<BackupCard job={job} />);
    await screen.findAllByTestId("backup-row");
    expect(screen.getAllByRole("button", { name: /^Delete / }).map((button) => button.getAttribute("aria-label"))).toEqual([
      `Delete photos-only backup of ${formatTimeline(photos.createdAt)}`,
      `Delete whole job backup of ${formatTimeline(whole.createdAt)}`,
    ]);
    expect(screen.getByRole("button", { name: `Restore as new job from whole job backup of ${formatTimeline(whole.createdAt)}` })).toBeTruthy();
  });

  it("says a restore brings back the notes, voice notes and files too", async () => {
    serve(() => [completed("w1", "job", "2026-11-20T08:15:00.000Z")]);
    renderPage(<BackupCard job={job} />);
    await userEvent.click(await screen.findByRole("button", { name: /^Restore as new job/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Restore as a new job?" });
    expect(dialog.textContent).toContain("with its measurements, estimates, photos, notes, voice notes and files");
  });

  it("drops a backup pruned meanwhile from the list when restoring it answers that it is gone", async () => {
    let list = [completed("gone", "job", "2026-11-20T08:15:00.000Z")];
    const calls = serve(
      () => list,
      (request) => (new URL(request.url).pathname === "/api/backups/gone/restore" ? jsonResponse({ message: "Backup not found", code: "not_found", requestId: "r1" }, 404) : jsonResponse([])),
    );
    renderPage(<BackupCard job={job} />);
    await userEvent.click(await screen.findByRole("button", { name: /^Restore as new job/ }));
    list = [];
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.queryByTestId("backup-row")).toBeNull());
    expect(calls.filter((call) => call.url === BACKUPS_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it("with no signal and no backups kept on the device, says so rather than that the job was never backed up", async () => {
    serve(() => [completed("b2", "job", "2026-11-27T09:00:00.000Z")]);
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      renderPage(<BackupCard job={job} />);
      expect(await screen.findByText("Not available offline. It loads as soon as you're back online.")).toBeTruthy();
      expect(screen.queryByText("Not backed up yet")).toBeNull();
      expect(screen.getByRole("status").textContent).toBe("No signal: backing up and restoring work again once you're back online.");
      for (const name of ["Back up job", "Back up photos", "Choose backup zip"]) expect(screen.getByRole<HTMLButtonElement>("button", { name }).disabled).toBe(true);
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event("online"));
    }
    expect(await screen.findByText(`Last backed up ${formatTimeline("2026-11-27T09:00:00.000Z")}`)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Back up job" }).disabled).toBe(false);
    expect(screen.queryByText(/^No signal/)).toBeNull();
  });
});
