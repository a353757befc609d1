import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BackupActions } from "./backup-actions";

const backup = (status: "pending" | "completed" | "failed") => ({ id: "b1", status, fileName: "van-backup.zip" });
const NAME = "whole job backup of Nov 26, 2026 • 10:00 AM";

describe("BackupActions", () => {
  it("offers nothing while the backup is being made", () => {
    const { container } = render(<BackupActions name={NAME} backup={backup("pending")} onRetry={vi.fn()} onDelete={vi.fn()} onRestore={vi.fn()} />);
    expect(container.textContent).toBe("");
  });

  it("downloads a finished backup under its own name, and restores it only where restoring is offered", () => {
    const { rerender } = render(<BackupActions name={NAME} backup={backup("completed")} onRetry={vi.fn()} onDelete={vi.fn()} onRestore={vi.fn()} />);
    const download = screen.getByRole("link", { name: `Download ${NAME}` });
    expect(download.getAttribute("href")).toBe("/api/backups/b1/download");
    expect(download.getAttribute("download")).toBe("van-backup.zip");
    expect(screen.getByRole("button", { name: `Restore as new job from ${NAME}` })).toBeTruthy();

    rerender(<BackupActions name={NAME} backup={backup("completed")} onRetry={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole("button", { name: /^Restore as new job/ })).toBeNull();
  });

  it("offers to try a failed backup again instead of a download, and never restores it", async () => {
    const onRetry = vi.fn();
    const onDelete = vi.fn();
    render(<BackupActions name={NAME} backup={backup("failed")} onRetry={onRetry} onDelete={onDelete} onRestore={vi.fn()} deleting={false} />);
    expect(screen.queryByRole("link", { name: /^Download/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Restore as new job/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: `Try again: ${NAME}` }));
    await userEvent.click(screen.getByRole("button", { name: `Delete ${NAME}` }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("names each action after its backup, keeping the words it shows first, so rows of one list are told apart", () => {
    render(
      <>
        <BackupActions backup={backup("completed")} name={NAME} onRetry={vi.fn()} onDelete={vi.fn()} onRestore={vi.fn()} />
        <BackupActions backup={{ ...backup("completed"), id: "b2" }} name="photos-only backup of Nov 27, 2026 • 9:00 AM" onRetry={vi.fn()} onDelete={vi.fn()} />
      </>,
    );
    expect(screen.getAllByRole("button", { name: /^Delete / }).map((button) => button.getAttribute("aria-label"))).toEqual([
      `Delete ${NAME}`,
      "Delete photos-only backup of Nov 27, 2026 • 9:00 AM",
    ]);
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("aria-label")])).toEqual([
      ["Download", `Download ${NAME}`],
      ["Download", "Download photos-only backup of Nov 27, 2026 • 9:00 AM"],
    ]);
    expect(screen.getByRole("button", { name: `Restore as new job from ${NAME}` }).textContent).toBe("Restore as new job");
  });

  it("holds the delete button while a delete is under way", () => {
    render(<BackupActions name={NAME} backup={backup("completed")} onRetry={vi.fn()} onDelete={vi.fn()} deleting />);
    expect(screen.getByRole("button", { name: `Delete ${NAME}` }).hasAttribute("disabled")).toBe(true);
  });
});
