import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TeamOverview } from "../../../shared/schemas/team";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { makeMember } from "../../test/team-fixture";
import { TeamHandover } from "./team-handover";

const overview: TeamOverview = {
  team: { id: "t1", name: "Lena Lund's team", ownerId: "u1", createdAt: "2026-11-01T10:00:00.000Z" },
  myRole: "owner",
  members: [makeMember("u1", "owner", "Lena Lund"), makeMember("u2", "admin", "Sam Hill")],
  invitations: [],
};

describe("TeamHandover", () => {
  it("asks before handing the team over, and sends the hand-over once however often Make owner is tapped", async () => {
    const calls = recordFetch((request) => (request.method === "POST" ? jsonResponse({ ok: true }) : jsonResponse(overview)));
    renderPage(<TeamHandover />);
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole("button", { name: "Make owner" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Make Sam Hill the owner of Lena Lund's team?" });
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Make owner" }));
    expect(await screen.findByText("Team handed over")).toBeTruthy();
    expect(screen.queryByText("Couldn't hand the team over")).toBeNull();
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body])).toEqual([["/api/team/transfer", { memberId: "m-u2" }]]);
  });
});
