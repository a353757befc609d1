import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { JobFile } from "../../../shared/schemas/file";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { FileCard } from "./file-card";

const file: JobFile = {
  id: "0193a1b2-0000-7000-8000-000000000041",
  jobId: "0193a1b2-0000-7000-8000-000000000042",
  filename: "proof.pdf",
  fileType: "application/pdf",
  size: 1200,
  category: "general",
  url: "/d",
  previewUrl: null,
  shared: false,
  uploadedBy: null,
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("FileCard", () => {
  it("shows a sharing choice at once while it is sent, and a choice made meanwhile starts from it", async () => {
    let answerFirst: () => void = () => undefined;
    const calls = recordFetch(async (request) => {
      const body = (await request.clone().json()) as Partial<JobFile>;
      const answer = () => jsonResponse({ ...file, shared: true, ...body });
      return calls.length === 1 ? new Promise<Response>((resolve) => (answerFirst = () => resolve(answer()))) : answer();
    });
    renderPage(<FileCard file={file} proof={undefined} editable onAction={() => undefined} />);
    const sharing = screen.getByRole<HTMLInputElement>("checkbox", { name: "On share link" });
    fireEvent.click(sharing);
    await waitFor(() => expect(sharing.checked).toBe(true));
    const category = screen.getByRole<HTMLSelectElement>("combobox", { name: "Category of proof.pdf" });
    fireEvent.change(category, { target: { value: "mockup" } });
    await waitFor(() => expect(category.value).toBe("mockup"));
    expect(sharing.checked, "the first choice still shows while the second is made").toBe(true);
    answerFirst();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([
      { shared: true, base: { category: "general", shared: false } },
      { category: "mockup", base: { category: "general", shared: true } },
    ]);
  });
});
