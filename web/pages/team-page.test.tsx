import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ReceivedInvitation } from "../../shared/schemas/team";
import { inviteCodeFor } from "../features/team/invite-codes";
import { jsonResponse, recordFetch, renderPage } from "../test/render";
import TeamPage from "./team-page";

const me = { id: "u1", email: "ivan@example.com", username: "ivan", firstName: "Ivan", lastName: null, profileImageUrl: null };
const invitation: ReceivedInvitation = {
  id: "i1",
  teamName: "Bayside Wraps",
  inviterName: "Omar Diaz",
  role: "installer",
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-12-04T10:00:00.000Z",
};

function answerReads(received: ReceivedInvitation[]) {
  recordFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/auth/user") return jsonResponse(me);
    if (path === "/api/team/invitations/received") return jsonResponse(received);
    if (path === "/api/team/shared-jobs") return jsonResponse([]);
    return jsonResponse({ team: null, myRole: null, members: [], invitations: [] });
  });
}

const linkTo = (email: string) => `/team?${new URLSearchParams({ email, invitation: "i1", code: "c0de" })}`;

describe("TeamPage opened from an invite link", () => {
  it("keeps the link's code, offers the answer at once, and drops the code from the address", async () => {
    answerReads([invitation]);
    const { location } = renderPage(<TeamPage />, linkTo("ivan@example.com"));
    expect(await screen.findByRole("button", { name: "Accept and join" })).toBeTruthy();
    expect(inviteCodeFor("i1")).toBe("c0de");
    await waitFor(() => expect(location.history, "replaced, so the code leaves the history").toEqual(["/team"]));
    expect(screen.queryByText(/This invite link is for/)).toBeNull();
  });

  it("answers from the link it was opened from where this device cannot keep the code", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const calls = recordFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/auth/user") return jsonResponse(me);
      if (path === "/api/team/invitations/received") return jsonResponse([invitation]);
      if (request.method === "POST") return new Response(null, { status: 204 });
      return jsonResponse({ team: null, myRole: null, members: [], invitations: [] });
    });
    renderPage(<TeamPage />, linkTo("ivan@example.com"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Invitation declined")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ code: "c0de" }]);
    setItem.mockRestore();
  });

  it("says whose link it is when signed in with another email", async () => {
    answerReads([]);
    renderPage(<TeamPage />, linkTo("Crew@Example.com"));
    expect(
      await screen.findByText(
        "This invite link is for crew@example.com, and you're signed in as ivan@example.com. To answer it, sign out, then sign up or sign in with crew@example.com and open the link again.",
      ),
    ).toBeTruthy();
  });
});
