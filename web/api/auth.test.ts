import { describe, expect, it, vi } from "vitest";
import { pageLocation } from "../lib/page-location";
import { recallUser, rememberUser } from "../lib/remembered-user";
import { readUserItem, writeUserItem } from "../lib/user-storage";
import { inviteCodeFor, keepInviteCode } from "../features/team/invite-codes";
import { jsonResponse } from "../test/render";
import { currentUserQuery, logOut } from "./auth";
import { runAs } from "./signed-in-as";

const ana = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };
const ben = { ...ana, id: "u2", email: "ben@example.com", username: "ben" };
const fetchUser = () => (currentUserQuery.queryFn as () => Promise<unknown>)();

describe("the current user", () => {
  it("keys stored values by the signed-in user", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(ana)));
    expect(await fetchUser()).toEqual(ana);
    writeUserItem("clients", "[]");
    expect(localStorage.getItem("wrappilot:user:u1:clients")).toBe("[]");
  });

  it("wipes everything the last user left when the server says nobody is signed in", async () => {
    rememberUser(ana);
    writeUserItem("clients", JSON.stringify(["Acme"]));
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(null)));
    expect(await fetchUser()).toBeNull();
    expect(readUserItem("clients")).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps the codes of invite links opened signed out when the server says nobody is signed in: the sign-in that follows answers with them", async () => {
    keepInviteCode(`?${new URLSearchParams({ email: "ana@example.com", invitation: "i1", code: "c1" })}`);
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(null)));
    expect(await fetchUser()).toBeNull();
    expect(inviteCodeFor("i1")).toBe("c1");
  });

  it("opens offline as the remembered user", async () => {
    rememberUser(ana);
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await fetchUser()).toEqual(ana);
  });
});

describe("signing out", () => {
  it("leaves nothing of the user in browser storage but the device's preferences", () => {
    rememberUser(ana);
    writeUserItem("clients", JSON.stringify(["Acme"]));
    localStorage.setItem("wrappilot-theme", "dark");
    localStorage.setItem("wrappilot-length-unit", "cm");
    keepInviteCode(`?${new URLSearchParams({ email: "ana@example.com", invitation: "i1", code: "c1" })}`);
    runAs(ana.id);
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => undefined);
    logOut();
    expect(assign).toHaveBeenCalledWith("/api/logout?as=u1");
    expect(Object.keys({ ...localStorage }).sort()).toEqual(["wrappilot-length-unit", "wrappilot-theme"]);
  });

  it("in a page left open as one user after another signed in, removes only the page's user and asks to end only their session", () => {
    rememberUser(ana);
    writeUserItem("clients", JSON.stringify(["Acme"]));
    rememberUser(ben);
    writeUserItem("clients", JSON.stringify(["Ben's shop"]));
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => undefined);
    logOut(ana.id);
    expect(localStorage.getItem("wrappilot:user:u1:clients")).toBeNull();
    expect(localStorage.getItem("wrappilot:user:u2:clients")).toBe(JSON.stringify(["Ben's shop"]));
    expect(recallUser()).toEqual(ben);
    expect(assign).toHaveBeenCalledWith("/api/logout?as=u1");
  });

  it("told by another tab that its user signed out, leaves for the start page and ends no session: the one the browser holds may be newer", () => {
    rememberUser(ana);
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => undefined);
    logOut(ana.id, false);
    expect(assign).toHaveBeenCalledWith("/");
    expect(recallUser()).toBeNull();
  });
});
