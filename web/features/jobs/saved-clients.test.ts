import { describe, expect, it } from "vitest";
import { mergeClientNames, readSavedClientNames, rememberClientName } from "./saved-clients";

describe("saved clients", () => {
  it("merges lists sorted and unique regardless of case", () => {
    expect(mergeClientNames(["bolt electric", " Acme "], ["ACME", "Zed Signs", ""])).toEqual(["Acme", "bolt electric", "Zed Signs"]);
  });

  it("remembers typed names in browser storage and survives junk in it", () => {
    localStorage.setItem("wrappilot-clients", "{not json");
    expect(readSavedClientNames()).toEqual([]);
    rememberClientName("Bolt");
    rememberClientName("Acme");
    rememberClientName("bolt");
    expect(readSavedClientNames()).toEqual(["Acme", "Bolt"]);
  });
});
