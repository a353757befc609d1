import { describe, expect, it } from "vitest";
import { TEAM_ROLES } from "../../../shared/domain/vocabulary";
import { mayManage } from "./member-card";

describe("mayManage", () => {
  it("lets the owner manage everyone but an owner, admins manage installers and viewers, and others nobody", () => {
    const table = Object.fromEntries(TEAM_ROLES.map((actor) => [actor, TEAM_ROLES.filter((target) => mayManage(actor, target))]));
    expect(table).toEqual({ owner: ["admin", "installer", "viewer"], admin: ["installer", "viewer"], installer: [], viewer: [] });
    expect(TEAM_ROLES.filter((target) => mayManage(null, target))).toEqual([]);
  });
});
