import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TeamMember, TeamOverview } from "../../../shared/schemas/team";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { makeMember } from "../../test/team-fixture";
import { MembersTab } from "./members-tab";

const lena = makeMember("u1", "owner", "Lena Lund");
const sam = makeMember("u2", "installer", "Sam Hill");
const overviewOf = (myRole: TeamMember["role"], members: TeamMember[]): TeamOverview => ({
  team: { id: "t1", name: "Lena Lund's team", ownerId: "u1", createdAt: "2026-11-01T10:00:00.000Z" },
  myRole,
  members,
  invitations: [],
});

describe("MembersTab", () => {
  it("lets an owner nobody else is on the team with dissolve it, once confirmed", async () => {
    const calls = recordFetch((request) => (request.method === "DELETE" ? new Response(null, { status: 204 }) : jsonResponse({ team: null, myRole: null, members: [], invitations: [] })));
    renderPage(<MembersTab overview={overviewOf("owner", [lena])} userId="u1" />);
    const user = userEvent.setup();
    expect(screen.queryByRole("button", { name: "Leave team" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Dissolve team" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Dissolve Lena Lund's team?" });
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Dissolve team" }));
    expect(await screen.findByText("Team dissolved")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/team"]);
  });

  it("offers no dissolving on the team page to an owner with others on the team, and offers members to leave", () => {
    const { unmount } = renderPage(<MembersTab overview={overviewOf("owner", [lena, sam])} userId="u1" />);
    expect(screen.queryByRole("button", { name: "Dissolve team" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Leave team" })).toBeNull();
    unmount();
    renderPage(<MembersTab overview={overviewOf("installer", [lena, sam])} userId="u2" />);
    expect(screen.getByRole("button", { name: "Leave team" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dissolve team" })).toBeNull();
  });
});
