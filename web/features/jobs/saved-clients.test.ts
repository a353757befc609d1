import { describe, expect, it } from "vitest";
import { setStorageUser, wipeUserData } from "../../lib/user-storage";
import { mergeClientNames, readSavedClientNames, rememberClientName } from "./saved-clients";

describe("saved clients", () => {
  it("merges lists sorted and unique regardless of case", () => {
    expect(mergeClientNames(["bolt electric", " Acme "], ["ACME", "Zed Signs", ""])).toEqual(["Acme", "bolt electric", "Zed Signs"]);
  });

  it("remembers typed names in browser storage and survives junk in it", () => {
    setStorageUser("u1");
    localStorage.setItem("wrappilot:user:u1:clients", "{not json");
    expect(readSavedClientNames()).toEqual([]);
    rememberClientName("Bolt");
    rememberClientName("Acme");
    rememberClientName("bolt");
    expect(readSavedClientNames()).toEqual(["Acme", "Bolt"]);
  });

  it("keeps each user's clients to that user, and forgets them all on sign-out", () => {
    setStorageUser("u1");
    rememberClientName("Acme");
    setStorageUser("u2");
    expect(readSavedClientNames()).toEqual([]);
    rememberClientName("Bolt");
    setStorageUser("u1");
    expect(readSavedClientNames()).toEqual(["Acme"]);
    localStorage.setItem("wrappilot-clients", JSON.stringify(["Left by an old version"]));
    localStorage.setItem("wrappilot-theme", "dark");
    wipeUserData();
    setStorageUser("u2");
    expect(readSavedClientNames()).toEqual([]);
    expect(localStorage.getItem("wrappilot-clients")).toBeNull();
    expect(localStorage.getItem("wrappilot-theme")).toBe("dark");
  });

  it("stores nothing while nobody is signed in", () => {
    rememberClientName("Acme");
    expect(localStorage.length).toBe(0);
    expect(readSavedClientNames()).toEqual([]);
  });
});
