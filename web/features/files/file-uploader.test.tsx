import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fileOutbox } from "./file-outbox-runtime";
import { FileUploader } from "./file-uploader";

const quote = () => new File(["%PDF-1.7 quote"], "quote.pdf", { type: "application/pdf" });

describe("FileUploader", () => {
  it("says the files are being saved while the outbox is not yet open, then offers Add files again", async () => {
    let opened = () => {};
    const add = vi.spyOn(fileOutbox, "add").mockImplementation(() => new Promise<void>((resolve) => (opened = resolve)));
    vi.spyOn(fileOutbox, "drain").mockResolvedValue({ sent: 1, waiting: 0, refused: 0 });
    vi.spyOn(fileOutbox, "list").mockReturnValue([]);
    render(<FileUploader jobId="job-1" />);

    fireEvent.change(screen.getByLabelText("Choose files"), { target: { files: [quote()] } });
    expect(add).toHaveBeenCalledTimes(1);
    const busy = await screen.findByRole("button", { name: "Saving files…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");

    opened();
    const again = await screen.findByRole("button", { name: "Add files" });
    expect(again.hasAttribute("aria-busy")).toBe(false);
  });

  it("keeps saying so while a second batch chosen during the wait is still being saved", async () => {
    const opens: Array<() => void> = [];
    vi.spyOn(fileOutbox, "add").mockImplementation(() => new Promise<void>((resolve) => opens.push(resolve)));
    vi.spyOn(fileOutbox, "drain").mockResolvedValue({ sent: 1, waiting: 0, refused: 0 });
    vi.spyOn(fileOutbox, "list").mockReturnValue([]);
    render(<FileUploader jobId="job-1" />);

    fireEvent.change(screen.getByLabelText("Choose files"), { target: { files: [quote()] } });
    await screen.findByRole("button", { name: "Saving files…" });
    fireEvent.change(screen.getByLabelText("Choose files"), { target: { files: [quote()] } });
    expect(opens).toHaveLength(2);

    opens[0]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("button", { name: "Saving files…" })).toBeTruthy();

    opens[1]!();
    expect(await screen.findByRole("button", { name: "Add files" })).toBeTruthy();
  });

  it("does not flash the saving state when the files are kept at once", async () => {
    vi.spyOn(fileOutbox, "add").mockResolvedValue();
    const drain = vi.spyOn(fileOutbox, "drain").mockResolvedValue({ sent: 1, waiting: 0, refused: 0 });
    vi.spyOn(fileOutbox, "list").mockReturnValue([]);
    render(<FileUploader jobId="job-1" />);

    fireEvent.change(screen.getByLabelText("Choose files"), { target: { files: [quote()] } });
    await waitFor(() => expect(drain).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole("button", { name: "Saving files…" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add files" })).toBeTruthy();
  });
});
