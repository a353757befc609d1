import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { JobFile } from "../../../shared/schemas/file";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { RenameFileDialog, SendProofDialog } from "./file-dialogs";

const file: JobFile = {
  id: "0193a1b2-0000-7000-8000-000000000011",
  jobId: "0193a1b2-0000-7000-8000-000000000012",
  filename: "proof.pdf",
  fileType: "application/pdf",
  size: 1200,
  category: "proof",
  url: "/d",
  previewUrl: "/p",
  shared: false,
  uploadedBy: null,
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("RenameFileDialog", () => {
  it("shows the name someone else gave the file meanwhile, and renames again from it", async () => {
    const theirs = { ...file, filename: "Proof v2.pdf" };
    let tries = 0;
    const calls = recordFetch(() =>
      tries++ === 0
        ? jsonResponse({ code: "edit_conflict", message: "Changed by someone else meanwhile: filename.", requestId: "r1", fields: ["filename"], current: theirs }, 409)
        : jsonResponse({ ...theirs, filename: "Proof v3.pdf" }),
    );
    const onClose = vi.fn();
    renderPage(<RenameFileDialog file={file} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText("File name"), { target: { value: "Proof final" } });
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));

    expect(await screen.findByText("Someone else changed File name meanwhile. Check the new value and save again.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("File name").value).toBe("Proof v2.pdf");
    fireEvent.change(screen.getByLabelText("File name"), { target: { value: "Proof v3" } });
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([
      { filename: "Proof final", base: { filename: "proof.pdf" } },
      { filename: "Proof v3", base: { filename: "Proof v2.pdf" } },
    ]);
  });

  it("says a name that shows nothing before its extension is no name, and sends nothing", async () => {
    const calls = recordFetch(() => jsonResponse(file));
    renderPage(<RenameFileDialog file={file} onClose={() => {}} />);
    for (const typed of [".pdf", "\u0301\u0301.pdf", "\u200b", "  "]) {
      fireEvent.change(screen.getByLabelText("File name"), { target: { value: typed } });
      await userEvent.click(screen.getByRole("button", { name: "Rename" }));
      expect(await screen.findByText("Please enter a file name"), JSON.stringify(typed)).toBeTruthy();
    }
    expect(calls).toEqual([]);
  });
});

describe("RenameFileDialog on a double tap", () => {
  it("renames once", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = recordFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    renderPage(<RenameFileDialog file={file} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText("File name"), { target: { value: "Final" } });
    const rename = screen.getByRole("button", { name: "Rename" });
    fireEvent.click(rename);
    fireEvent.click(rename);
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(jsonResponse({ ...file, filename: "Final.pdf" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
  });
});

describe("SendProofDialog", () => {
  it("sends a design once for a double tap, under an Idempotency-Key, so the client is not sent two versions", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = recordFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    renderPage(<SendProofDialog file={file} quoted={false} onClose={onClose} />);
    const send = screen.getByRole("button", { name: "Send" });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(jsonResponse({ id: "p1", jobId: file.jobId, fileId: file.id, filename: file.filename, version: 1, status: "pending", message: null, startJobOnApproval: false, decision: null, createdAt: file.createdAt }, 201));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
