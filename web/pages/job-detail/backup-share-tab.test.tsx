import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { BackupShareTab } from "./backup-share-tab";

describe("BackupShareTab", () => {
  it("tells someone who may only edit that sharing and backing up are for the owner or full access, and asks the server for neither", () => {
    const fetchSpy = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal("fetch", fetchSpy);
    renderPage(<BackupShareTab job={makeJob({ id: "j1", createdAt: "2026-01-01T00:00:00.000Z", access: { level: "edit", via: "team", grantor: "u2" } })} />);

    expect(screen.getByRole("heading", { name: "QR Share" })).toBeTruthy();
    expect(screen.getByText("Only the job's owner or someone with full access can share this job.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cloud Backup" })).toBeTruthy();
    expect(screen.getByText("Only the job's owner or someone with full access can back up this job.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back up job" })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
