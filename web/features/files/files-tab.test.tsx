import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { JobFile } from "../../../shared/schemas/file";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { FilesTab } from "./files-tab";

const job = makeJob({ id: "0193a1b2-0000-7000-8000-000000000042", createdAt: "2026-11-23T10:00:00.000Z" });
const file: JobFile = {
  id: "0193a1b2-0000-7000-8000-000000000041",
  jobId: job.id,
  filename: "invoice.pdf",
  fileType: "application/pdf",
  size: 1200,
  category: "invoice",
  url: "/d",
  previewUrl: null,
  shared: false,
  uploadedBy: null,
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("the Files tab", () => {
  it("deletes a file once however fast Delete is tapped twice, and says so", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = recordFetch((request) => {
      if (request.method === "DELETE") return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse(new URL(request.url).pathname.endsWith("/files") ? [file] : []);
    });
    renderPage(<FilesTab job={job} />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete invoice.pdf" }));
    const confirm = await screen.findByRole("button", { name: "Delete" });
    fireEvent.click(confirm);
    await act(() => Promise.resolve());
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1));
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByText("File deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.method === "DELETE"), "a second tap's delete, queued behind the first, never goes").toHaveLength(1);
  });
});
