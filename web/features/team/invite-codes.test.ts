import { describe, expect, it } from "vitest";
import { visitorKey, wipeUserData } from "../../lib/user-storage";
import { forgetInviteCode, hasInviteCodes, inviteCodeFor, keepInviteCode, readInviteLink } from "./invite-codes";

const link = (id: string, code = `code-${id}`) => `?${new URLSearchParams({ email: "ivan@example.com", invitation: id, code })}`;

describe("invite codes", () => {
  it("keeps the code of an opened invite link until the invitation is answered", () => {
    expect(keepInviteCode(link("i1"))).toEqual({ invitation: "i1", code: "code-i1", email: "ivan@example.com" });
    expect(inviteCodeFor("i1")).toBe("code-i1");
    expect(inviteCodeFor("i2")).toBeNull();
    expect(hasInviteCodes()).toBe(true);
    forgetInviteCode("i1");
    expect(inviteCodeFor("i1")).toBeNull();
    expect(hasInviteCodes()).toBe(false);
  });

  it("are removed on signing out, and kept when a session ends: they are the visitor's, often opened before signing in", () => {
    keepInviteCode(link("i1"));
    wipeUserData(null, { keepVisitor: true });
    expect(inviteCodeFor("i1")).toBe("code-i1");
    wipeUserData();
    expect(inviteCodeFor("i1")).toBeNull();
  });

  it("takes a search without both the invitation and its code for no link, and keeps nothing", () => {
    for (const search of ["", "?email=ivan@example.com", "?invitation=i1", "?code=abc", "?invitation=&code=abc"]) {
      expect(readInviteLink(search), search).toBeNull();
      expect(keepInviteCode(search), search).toBeNull();
    }
    expect(localStorage.getItem(visitorKey("invite-codes"))).toBeNull();
  });

  it("keeps the newest twenty links, a link opened again counting as new", () => {
    for (let i = 0; i < 25; i += 1) keepInviteCode(link(`i${i}`));
    expect(inviteCodeFor("i4")).toBeNull();
    expect(inviteCodeFor("i5")).toBe("code-i5");
    keepInviteCode(link("i7", "fresh"));
    for (let i = 25; i < 38; i += 1) keepInviteCode(link(`i${i}`));
    expect(inviteCodeFor("i7"), "opened again after i8 to i24").toBe("fresh");
    expect(inviteCodeFor("i18")).toBeNull();
    expect(inviteCodeFor("i19")).toBe("code-i19");
    expect(inviteCodeFor("i37")).toBe("code-i37");
  });

  it("reads storage that is not its own shape as holding no codes", () => {
    for (const kept of ["not json", "null", "[1]", '"text"', '{"i1": 5}']) {
      localStorage.setItem(visitorKey("invite-codes"), kept);
      expect(inviteCodeFor("i1"), kept).toBeNull();
      expect(keepInviteCode(link("i2"))?.code).toBe("code-i2");
      expect(inviteCodeFor("i2")).toBe("code-i2");
    }
  });
});
