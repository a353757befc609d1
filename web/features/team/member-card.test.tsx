import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEAM_ROLES } from "../../../shared/domain/vocabulary";
import type { TeamMember } from "../../../shared/schemas/team";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { MemberCard, mayManage } from "./member-card";

describe("mayManage", () => {
  it("lets the owner manage everyone but an owner, admins manage installers and viewers, and others nobody", () => {
    const table = Object.fromEntries(TEAM_ROLES.map((actor) => [actor, TEAM_ROLES.filter((target) => mayManage(actor, target))]));
    expect(table).toEqual({ owner: ["admin", "installer", "viewer"], admin: ["installer", "viewer"], installer: [], viewer: [] });
    expect(TEAM_ROLES.filter((target) => mayManage(null, target))).toEqual([]);
  });
});

describe("MemberCard's role", () => {
  const sam: TeamMember = { id: "m-u2", userId: "u2", role: "installer", joinedAt: "2026-11-01T10:00:00.000Z", name: "Sam Hill", email: "u2@example.com" };

  function renderCard() {
    const calls = recordFetch(async (request) =>
      request.method === "PATCH" ? jsonResponse({ ...sam, ...((await request.clone().json()) as object) }) : jsonResponse({ team: null, myRole: null, members: [], invitations: [] }),
    );
    renderPage(<MemberCard member={sam} myRole="owner" isMe={false} />);
    const patches = () => calls.filter((call) => call.method === "PATCH").map((call) => [call.url, call.body]);
    return { patches, user: userEvent.setup() };
  }

  it("is not changed as the select passes its options, only when Change role is pressed, from the keyboard too", async () => {
    const { patches, user } = renderCard();
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Role for Sam Hill" });
    await user.selectOptions(select, "Admin");
    await user.selectOptions(select, "Viewer");
    expect(patches(), "stepping past Admin grants nothing").toEqual([]);
    expect(select.value).toBe("viewer");

    const apply = screen.getByRole("button", { name: "Change role for Sam Hill" });
    expect(apply.getAttribute("aria-disabled")).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(apply);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Sam Hill is now Viewer")).toBeTruthy();
    expect(patches()).toEqual([["/api/team/members/m-u2", { role: "viewer" }]]);
    expect(document.activeElement, "focus stays on the button").toBe(apply);
  });

  it("has nothing to change once the member's own role is picked again", async () => {
    const { patches, user } = renderCard();
    const select = screen.getByRole("combobox", { name: "Role for Sam Hill" });
    const apply = screen.getByRole("button", { name: "Change role for Sam Hill" });
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    await user.click(apply);
    await user.selectOptions(select, "Admin");
    await user.selectOptions(select, "Installer");
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    await user.click(apply);
    expect(patches()).toEqual([]);
  });
});
