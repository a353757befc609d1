import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readUserItem, setStorageUser, wipeUserData } from "./user-storage";
import { useKeptDraft } from "./use-kept-draft";

describe("useKeptDraft", () => {
  afterEach(() => wipeUserData());

  it("keeps each name's text apart when the same form moves on to another job", () => {
    setStorageUser("u1");
    const { result, rerender } = renderHook(({ name }) => useKeptDraft(name), { initialProps: { name: "note-draft:a" } });
    act(() => result.current[1]("Chrome trim stays bare"));
    rerender({ name: "note-draft:b" });
    expect(result.current[0], "job B starts with its own, empty box").toBe("");
    act(() => result.current[1]("Bring the heat gun"));
    expect([readUserItem("note-draft:a"), readUserItem("note-draft:b")]).toEqual(["Chrome trim stays bare", "Bring the heat gun"]);
    rerender({ name: "note-draft:a" });
    expect(result.current[0]).toBe("Chrome trim stays bare");
    act(() => result.current[1]((text) => (text === "Chrome trim stays bare" ? "" : text)));
    expect(readUserItem("note-draft:a")).toBeNull();
  });
});
