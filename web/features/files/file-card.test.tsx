import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { JobFile } from "../../../shared/schemas/file";
import { filesQuery, useFiles } from "../../api/files";
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
    fireEvent.click(screen.getByRole("button", { name: "Change category of proof.pdf" }));
    await waitFor(() => expect(category.value).toBe("mockup"));
    expect(sharing.checked, "the first choice still shows while the second is made").toBe(true);
    answerFirst();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([
      { shared: true, base: { category: "general", shared: false } },
      { category: "mockup", base: { category: "general", shared: true } },
    ]);
  });

  /** The card as the Files tab shows it, from the job's file list, over a server that keeps what it is sent unless told to fail. */
  async function renderCard({ failing = false } = {}) {
    let stored = file;
    const calls = recordFetch(async (request) => {
      if (request.method === "GET") return jsonResponse([stored]);
      if (failing) return jsonResponse({ error: { code: "internal", message: "Something went wrong" } }, 500);
      const { base: _base, ...patch } = (await request.clone().json()) as Partial<JobFile> & { base: unknown };
      stored = { ...stored, ...patch };
      return jsonResponse(stored);
    });
    function ListedCard() {
      const shown = useFiles(file.jobId).data?.[0];
      return shown ? <FileCard file={shown} proof={undefined} editable onAction={() => undefined} /> : null;
    }
    const { queryClient } = renderPage(<ListedCard />);
    const select = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Category of proof.pdf" });
    const patches = () => calls.filter((call) => call.method === "PATCH").map((call) => [call.url, call.body]);
    /** Someone else's change, as a later read of the list brings it. */
    const changedElsewhere = (next: Partial<JobFile>) => queryClient.setQueryData(filesQuery(file.jobId).queryKey, [{ ...stored, ...next }]);
    return { patches, user: userEvent.setup(), select, changedElsewhere };
  }

  it("moves a file only when Change category is pressed, not as the select passes its options, from the keyboard too", async () => {
    const { patches, user, select } = await renderCard();
    await user.selectOptions(select, "Mockup");
    await user.selectOptions(select, "Proof");
    expect(patches(), "passing Mockup on the way to Proof sends nothing").toEqual([]);
    expect(select.value).toBe("proof");
    expect(screen.queryByRole("button", { name: "Send for approval" }), "nothing is a design until it is moved").toBeNull();

    const apply = screen.getByRole("button", { name: "Change category of proof.pdf" });
    expect(apply.textContent).toBe("Change category");
    expect(apply.getAttribute("aria-disabled")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(apply);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("button", { name: "Send for approval" }), "once moved, it is a design").toBeTruthy();
    expect(patches()).toEqual([[`/api/files/${file.id}`, { category: "proof", base: { category: "general", shared: false } }]]);
    expect(select.value).toBe("proof");
    expect(apply.getAttribute("aria-disabled"), "nothing left to change").toBe("true");
    expect(document.activeElement, "focus stays on the button").toBe(apply);
  });

  it("has nothing to change once the file's own category is picked again, or once its category changed meanwhile", async () => {
    const { patches, user, select, changedElsewhere } = await renderCard();
    const apply = screen.getByRole("button", { name: "Change category of proof.pdf" });
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    await user.click(apply);
    await user.selectOptions(select, "Invoice");
    await user.selectOptions(select, "General");
    expect(apply.getAttribute("aria-disabled")).toBe("true");

    await user.selectOptions(select, "Proof");
    changedElsewhere({ category: "contract" });
    await waitFor(() => expect(select.value, "the pick made over General no longer counts").toBe("contract"));
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    await user.click(apply);
    expect(patches()).toEqual([]);
  });

  it("keeps a pick that could not be saved, to try again", async () => {
    const { patches, user, select } = await renderCard({ failing: true });
    await user.selectOptions(select, "Mockup");
    await user.click(screen.getByRole("button", { name: "Change category of proof.pdf" }));
    expect(await screen.findByText("File not changed")).toBeTruthy();
    expect(patches()).toHaveLength(1);
    expect(select.value).toBe("mockup");
    expect(screen.getByRole("button", { name: "Change category of proof.pdf" }).getAttribute("aria-disabled")).toBeNull();
  });
});
