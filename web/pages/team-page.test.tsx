import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
    await waitFor(() => expect(location.history?.at(-1)).toBe("/team"));
    expect(screen.queryByText(/This invite link is for/)).toBeNull();
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
