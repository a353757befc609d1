import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BackupActions } from "./backup-actions";

const backup = (status: "pending" | "completed" | "failed") => ({ id: "b1", status, fileName: "van-backup.zip" });

describe("BackupActions", () => {
  it("offers nothing while the backup is being made", () => {
    const { container } = render(<BackupActions backup={backup("pending")} onRetry={vi.fn()} onDelete={vi.fn()} onRestore={vi.fn()} />);
    expect(container.textContent).toBe("");
  });

  it("downloads a finished backup under its own name, and restores it only where restoring is offered", () => {
    const { rerender } = render(<BackupActions backup={backup("completed")} onRetry={vi.fn()} onDelete={vi.fn()} onRestore={vi.fn()} />);
    const download = screen.getByRole("link", { name: "Download" });
    expect(download.getAttribute("href")).toBe("/api/backups/b1/download");
    expect(download.getAttribute("download")).toBe("van-backup.zip");
    expect(screen.getByRole("button", { name: "Restore as new job" })).toBeTruthy();

    rerender(<BackupActions backup={backup("completed")} onRetry={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Restore as new job" })).toBeNull();
  });

  it("offers to try a failed backup again instead of a download, and never restores it", async () => {
    const onRetry = vi.fn();
    const onDelete = vi.fn();
    render(<BackupActions backup={backup("failed")} onRetry={onRetry} onDelete={onDelete} onRestore={vi.fn()} deleting={false} />);
    expect(screen.queryByRole("link", { name: "Download" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Restore as new job" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("holds the delete button while a delete is under way", () => {
    render(<BackupActions backup={backup("completed")} onRetry={vi.fn()} onDelete={vi.fn()} deleting />);
    expect(screen.getByRole("button", { name: "Delete" }).hasAttribute("disabled")).toBe(true);
  });
});
