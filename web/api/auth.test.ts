import { describe, expect, it, vi } from "vitest";
import { pageLocation } from "../lib/page-location";
import { rememberUser } from "../lib/remembered-user";
import { readUserItem, writeUserItem } from "../lib/user-storage";
import { jsonResponse } from "../test/render";
import { currentUserQuery, logOut } from "./auth";

const ana = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };
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
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => undefined);
    logOut();
    expect(assign).toHaveBeenCalledWith("/api/logout");
    expect(Object.keys({ ...localStorage }).sort()).toEqual(["wrappilot-length-unit", "wrappilot-theme"]);
  });
});
