import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onlineManager } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Backup } from "../../../shared/schemas/backup";
import { formatTimeline } from "../../lib/date-text";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { AccountBackupsDialog } from "./account-backups-dialog";

const accountExport = (id: string, at: string, status: Backup["status"] = "completed"): Backup => ({
  id,
  jobId: null,
  backupType: "account",
  provider: "r2",
  status,
  fileName: `WrapPilot-account-${at.slice(0, 10)}.zip`,
  fileSize: status === "completed" ? 5 * 1024 * 1024 : null,
  automatic: false,
  createdAt: at,
  lastSyncAt: status === "completed" ? at : null,
  errorMessage: status === "failed" ? "The backup could not be stored. Please try again." : null,
});

const newest = accountExport("e3", "2026-11-29T10:00:00.000Z");
const older = accountExport("e2", "2026-11-20T10:00:00.000Z");
const failedEarlier = accountExport("e1", "2026-11-10T10:00:00.000Z", "failed");

function serve() {
  let exports = [newest, older, failedEarlier];
  return recordFetch((request) => {
    const url = new URL(request.url);
    if (request.method === "DELETE") {
      exports = exports.filter((backup) => `/api/backups/${backup.id}` !== url.pathname);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/api/backups") return jsonResponse(exports);
    return jsonResponse({ nightly: false });
  });
}

describe("AccountBackupsDialog", () => {
  it("lists every export that holds a zip, each with its own Download and Delete", async () => {
    serve();
    renderPage(<AccountBackupsDialog open onOpenChange={() => {}} />);
    const list = await screen.findByRole("list", { name: "Account exports" });
    expect(within(list).getAllByTestId("account-export")).toHaveLength(2);
    for (const backup of [newest, older]) {
      const name = `account export of ${formatTimeline(backup.lastSyncAt)}`;
      expect(within(list).getByRole("link", { name: `Download ${name}` }).getAttribute("href")).toBe(`/api/backups/${backup.id}/download`);
      expect(within(list).getByRole("button", { name: `Delete ${name}` })).toBeTruthy();
    }
  });

  it("asks before deleting an export, and deletes nothing when the question is cancelled", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage(<AccountBackupsDialog open onOpenChange={() => {}} />);
    const deleteOlder = await screen.findByRole("button", { name: `Delete account export of ${formatTimeline(older.lastSyncAt)}` });

    await user.click(deleteOlder);
    await user.click(within(await screen.findByRole("alertdialog", { name: "Delete this export?" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await user.click(deleteOlder);
    await user.click(within(await screen.findByRole("alertdialog", { name: "Delete this export?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getAllByTestId("account-export")).toHaveLength(1));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([`/api/backups/${older.id}`]);
  });

  it("with no signal, says exports wait for it, keeps Export and Choose backup zip off, and lists the exports once back", async () => {
    serve();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });
    try {
      renderPage(<AccountBackupsDialog open onOpenChange={() => {}} />);
      expect(await screen.findByText("No signal: exporting and restoring work again once you're back online.")).toBeTruthy();
      expect(screen.getByText("Not available offline. It loads as soon as you're back online.")).toBeTruthy();
      expect([button("Export my account").disabled, button("Choose backup zip").disabled]).toEqual([true, true]);
    } finally {
      offline.mockRestore();
      act(() => {
        onlineManager.setOnline(true);
        window.dispatchEvent(new Event("online"));
      });
    }
    expect(await screen.findByRole("list", { name: "Account exports" })).toBeTruthy();
    expect([button("Export my account").disabled, button("Choose backup zip").disabled]).toEqual([false, false]);
  });
});
