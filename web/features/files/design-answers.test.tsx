import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DesignAnswer } from "../../../shared/schemas/file";
import { dismissAllToasts } from "../../components/ui/toast-store";
import { setStorageUser } from "../../lib/user-storage";
import { renderPage } from "../../test/render";
import { DesignAnswers } from "./design-answers";

const answer = (marked: boolean, name: string): DesignAnswer => ({
  proofId: crypto.randomUUID(),
  jobId: crypto.randomUUID(),
  clientName: "Harbor Bakery",
  jobName: "Box truck",
  filename: "truck side.pdf",
  version: 2,
  status: "changes_requested",
  name,
  marked,
  decidedAt: new Date().toISOString(),
});

beforeEach(() => setStorageUser("user-1"));
afterEach(() => {
  act(() => dismissAllToasts());
  localStorage.clear();
  setStorageUser(null);
});

describe("DesignAnswers", () => {
  it("says when a change request came with marks on the design, in the list and in the toast", async () => {
    renderPage(<DesignAnswers answers={[answer(true, "Sam Client"), answer(false, "Dana Client")]} />);
    const list = screen.getByRole("list", { name: "Design answers" });
    const [marked, plain] = within(list).getAllByRole("listitem");
    expect(marked!.textContent).toContain("truck side.pdf · with marks · Sam Client");
    expect(plain!.textContent).toContain("truck side.pdf · Dana Client");
    expect(plain!.textContent).not.toContain("with marks");
    expect(await screen.findByText("Box truck · Harbor Bakery · v2 · changes requested, with marks, by Sam Client")).toBeTruthy();
  });
});
