import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ReceivedInvitation, TeamMember, TeamOverview } from "../../../shared/schemas/team";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { inviteCodeFor, keepInviteCode } from "./invite-codes";
import { ReceivedInvitations } from "./received-invitations";

const invitation: ReceivedInvitation = {
  id: "i1",
  teamName: "Bayside Wraps",
  inviterName: "Omar Diaz",
  role: "installer",
  createdAt: "2026-11-01T10:00:00.000Z",
  expiresAt: "2026-11-15T10:00:00.000Z",
};
const owner: TeamMember = { id: "m1", userId: "u1", role: "owner", joinedAt: "2026-11-01T10:00:00.000Z", name: "Lena Lund", email: "lena@example.com" };
const ownTeam: TeamOverview = {
  team: { id: "t1", name: "Lena Lund's team", ownerId: "u1", createdAt: "2026-11-01T10:00:00.000Z" },
  myRole: "owner",
  members: [owner],
  invitations: [],
};

const openLink = () => keepInviteCode("?email=ivan%40example.com&invitation=i1&code=c0de");
const noTeam: TeamOverview = { team: null, myRole: null, members: [], invitations: [] };

describe("ReceivedInvitations", () => {
  it("offers no answer without the invite link's code on this device, and says where to get it", () => {
    const calls = recordFetch(() => jsonResponse(noTeam));
    renderPage(<ReceivedInvitations invitations={[invitation]} onTeam={false} />);
    expect(screen.getByText("Omar Diaz invited you to join Bayside Wraps as Installer")).toBeTruthy();
    expect(screen.getByText("To answer it, open the invite link Omar Diaz sent you, on this device.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept and join" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  for (const choice of ["accept", "decline"] as const) {
    it(`answers (${choice}) with the code of the link opened on this device, then forgets it`, async () => {
      openLink();
      const calls = recordFetch((request) => (request.method === "POST" ? (choice === "accept" ? jsonResponse(ownTeam.team) : new Response(null, { status: 204 })) : jsonResponse(noTeam)));
      renderPage(<ReceivedInvitations invitations={[invitation]} onTeam={false} />);
      expect(screen.queryByText(/open the invite link/)).toBeNull();
      await userEvent.setup().click(screen.getByRole("button", { name: choice === "accept" ? "Accept and join" : "Decline" }));
      expect(await screen.findByText(choice === "accept" ? "You joined Bayside Wraps" : "Invitation declined")).toBeTruthy();
      expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body])).toEqual([[`/api/team/invitations/i1/${choice}`, { code: "c0de" }]]);
      await waitFor(() => expect(inviteCodeFor("i1")).toBeNull());
    });
  }

  it("keeps the code when answering fails, to try again", async () => {
    openLink();
    recordFetch((request) => (request.method === "POST" ? jsonResponse({ message: "Team changed", code: "conflict" }, 409) : jsonResponse(noTeam)));
    renderPage(<ReceivedInvitations invitations={[invitation]} onTeam={false} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Accept and join" }));
    expect(await screen.findByText("Couldn't join the team")).toBeTruthy();
    expect(inviteCodeFor("i1")).toBe("c0de");
  });

  it("tells an owner alone on their team to dissolve it, not to leave it, before accepting", async () => {
    openLink();
    recordFetch(() => jsonResponse(ownTeam));
    renderPage(<ReceivedInvitations invitations={[invitation]} onTeam />);
    expect(await screen.findByText("You own Lena Lund's team. Dissolve it on the Team page before joining another.")).toBeTruthy();
    expect(screen.queryByText(/Leave it/)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Accept and join" }).disabled).toBe(true);
  });
});
