import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileOutbox, type OutboxFile } from "./file-outbox-runtime";
import { QueuedFile } from "./queued-file";

const refused = (final: boolean): OutboxFile => ({
  id: "f1",
  userId: "u1",
  jobId: "j1",
  queuedAt: "2026-12-02T09:00:00.000Z",
  state: "refused",
  problem: final ? "proof.exe is not a file type a job can hold." : "The file could not be uploaded. Please try again.",
  final,
  file: new Blob(["x".repeat(2048)]),
  filename: "proof.exe",
  category: "other",
});

const row = (item: OutboxFile) => render(<ul><QueuedFile item={item} /></ul>);

afterEach(() => vi.restoreAllMocks());

describe("a file refused by the server, still on this phone", () => {
  it("offers only a labelled Discard when sending it again cannot help, and discards it", async () => {
    const discard = vi.spyOn(fileOutbox, "discard").mockResolvedValue();
    row(refused(true));
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    const button = screen.getByRole("button", { name: "Discard proof.exe" });
    expect(button.textContent?.trim()).toBe("Discard");
    await userEvent.click(button);
    expect(discard).toHaveBeenCalledWith("f1");
  });

  it("offers Retry beside an icon Discard when sending it again may work", async () => {
    const retry = vi.spyOn(fileOutbox, "retry").mockResolvedValue();
    vi.spyOn(fileOutbox, "drain").mockResolvedValue({ sent: 1, waiting: 0, refused: 0 });
    row(refused(false));
    expect(screen.getByRole("button", { name: "Discard proof.exe" }).textContent).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledWith("f1");
  });
});
