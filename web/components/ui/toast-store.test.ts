import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dismissAllToasts, toast, useToasts } from "./toast-store";

describe("dismissAllToasts", () => {
  it("closes every open toast so a full-screen tool is not covered", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Photo uploaded successfully" });
    });
    expect(result.current.filter((item) => item.open)).toHaveLength(1);
    act(() => dismissAllToasts());
    expect(result.current.filter((item) => item.open)).toEqual([]);
  });
});

describe("a final toast", () => {
  it("is not replaced by a toast raised after it, as a failed form's own after a 401", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive", final: true });
      expect(toast({ title: "Error", description: "Failed to create job", variant: "destructive" })).toBeNull();
    });
    expect(result.current.filter((item) => item.open).map((item) => item.title)).toEqual(["Unauthorized"]);
  });
});
