import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReceivedInvitation, TeamMember, TeamOverview } from "../../../shared/schemas/team";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
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

describe("ReceivedInvitations", () => {
  it("tells an owner alone on their team to dissolve it, not to leave it, before accepting", async () => {
    recordFetch(() => jsonResponse(ownTeam));
    renderPage(<ReceivedInvitations invitations={[invitation]} onTeam />);
    expect(await screen.findByText("You own Lena Lund's team. Dissolve it on the Team page before joining another.")).toBeTruthy();
    expect(screen.queryByText(/Leave it/)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Accept and join" }).disabled).toBe(true);
  });
});
