import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Backup } from "../../../shared/schemas/backup";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, renderPage } from "../../test/render";
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
    renderPage(<BackupCard job={makeJob({ id: "j1", createdAt: "2026-11-01T00:00:00.000Z" })} />);
    await userEvent.click(await screen.findByRole("button", { name: "Back up job" }));
    const row = await screen.findByTestId("backup-row");
    expect(within(row).getByText("Backing up")).toBeTruthy();
    expect(within(row).getByText("Whole job")).toBeTruthy();
  });
});
