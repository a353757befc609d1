import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TeamMember } from "../../../shared/schemas/team";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { ShareJobDialog } from "./share-job-dialog";

const van = makeJob({ id: "0193a000-0000-7000-8000-000000000001", jobName: "Van wrap", clientName: "Acme", createdAt: "2026-11-01T10:00:00.000Z" });
const sam: TeamMember = { id: "m2", userId: "0193a000-0000-7000-8000-0000000000a2", role: "installer", joinedAt: "2026-11-01T10:00:00.000Z", name: "Sam Hill", email: null };

function renderDialog() {
  const calls = recordFetch((request) => {
    const search = new URL(request.url).searchParams.get("search");
    if (request.method === "POST") return jsonResponse({}, 201);
    return jsonResponse({ items: search ? [] : [van], nextCursor: null });
  });
  renderPage(<ShareJobDialog open onOpenChange={() => {}} members={[sam]} />);
  return { calls, user: userEvent.setup() };
}

describe("ShareJobDialog", () => {
  it("drops the chosen job once a search hides it, and shares nothing without a job shown as chosen", async () => {
    const { calls, user } = renderDialog();
    await screen.findByRole("option", { name: "Acme · Van wrap" });
    await user.selectOptions(screen.getByLabelText("Job"), "Acme · Van wrap");
    await user.selectOptions(screen.getByLabelText("Team member"), "Sam Hill");
    await user.type(screen.getByLabelText("Find a job"), "zzz");
    await screen.findByRole("option", { name: "No job matches" });
    expect(screen.getByLabelText<HTMLSelectElement>("Job").value).toBe("");
    await user.click(screen.getByRole("button", { name: "Share Job" }));
    expect(await screen.findByText("Choose a job")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.clear(screen.getByLabelText("Find a job"));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Job").value).toBe(van.id));
  });

  it("says that Full Access lets the member share the job, make share links and back it up, not delete it", async () => {
    const { user } = renderDialog();
    await user.selectOptions(await screen.findByLabelText("Access"), "Full Access");
    expect(screen.getByText("Can also share the job with team members, make share links and back it up.")).toBeTruthy();
    expect(screen.queryByText(/delete/i)).toBeNull();
  });
});
